// The README opens with its two commands, then the operator's guide in Portuguese, which holds the
// whole path (install, settings, texts, pictures, the team, publish, go back, report, QR codes,
// update, check, logs, back up, move, uninstall) start to finish; a short English part for
// engineers closes it. What the guide names exists: commands, settings, texts, files.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { settingRows } from '../../src/settings/setting-table';
import { memberSettingNames } from '../../src/settings/member-settings';
import { operatorTextNames } from '../../src/settings/text-names';
import { ptBR } from '../../src/messages/pt-BR';

const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
const guideStart = readme.indexOf('## Em português');
const engineersStart = readme.indexOf('## For engineers');
const guide = readme.slice(guideStart, engineersStart);
const engineers = readme.slice(engineersStart);

const commandPattern = /\b(npm (?:ci|install|start|test|run [a-z:]+)|git (?:pull|clone)|systemctl (?:reload|restart|stop|enable) [a-z.]+|journalctl -u ozonteck)/g;
const commandsIn = (text: string) => new Set([...text.matchAll(commandPattern)].map((match) => match[1]!));
const namesIn = (text: string) => new Set([...text.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{3,})[=`]/g)].map((match) => match[1]!));
const filesIn = (text: string) => new Set([...text.matchAll(/`(site\/[a-z./]*)`/g)].map((match) => match[1]!));
/** Prose only: code blocks and code spans hold commands and names, which stay as they are. */
const proseOf = (text: string) => text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

/** The steps an operator cannot do without. */
const keyCommands = [
  'git clone', 'npm run build', 'npm run dev', 'npm run status', 'npm run rollback', 'npm run report', 'npm run qr',
  'git pull', 'systemctl reload ozonteck', 'systemctl restart ozonteck', 'journalctl -u ozonteck',
];
const keyFiles = ['site/', 'site/site.env', 'site/texts.env', 'site/images/', 'site/equipe/'];
/** Sections the operator's path needs, as the guide's headings start. */
const keySections = ['Colocar o site no ar', 'Configurações', 'Textos', 'Fotos', 'Equipe', 'Publicar', 'Voltar atrás',
  'Relatório', 'Atualizar', 'Verificar', 'Logs', 'Cópia de segurança', 'Parar e desinstalar'];

test('the two commands stay first; the Portuguese guide follows, then the English part for engineers, small', () => {
  assert.match(readme, /^# [^\n]+\n\n```sh\nnpm install && npm start {3}#[^\n]+\nnpm test {19}#[^\n]+\n```\n\n## Em português/);
  assert.ok(guideStart > 0 && engineersStart > guideStart);
  assert.ok(Buffer.byteLength(engineers) < 3_000, `the English part is ${Buffer.byteLength(engineers)} bytes`);
  assert.ok(Buffer.byteLength(readme) <= 25 * 1024, `README.md is ${Buffer.byteLength(readme)} bytes`);
});

test("the guide holds the operator's whole path: every section, key command and file", () => {
  const headings = [...guide.matchAll(/^### (.+)$/gm)].map((match) => match[1]!);
  assert.equal(keySections.filter((section) => !headings.some((heading) => heading.startsWith(section))), []);
  assert.equal(keyCommands.filter((command) => !commandsIn(guide).has(command)), [], 'missing from the guide');
  assert.equal(keyFiles.filter((file) => !filesIn(guide).has(file)), [], 'files missing from the guide');
});

test('every `ozonteck` command and script the guide gives exists, and the daily ones are given', () => {
  const cli = readFileSync(join(import.meta.dirname, '..', '..', 'src', 'vps', 'cli.ts'), 'utf8');
  // The commands: the table's keys (`publicar: () =>`, `'guardar-textos': async () =>`) and the one read apart.
  const keys = [...cli.matchAll(/^ {4}'?([a-z-]+)'?: (?:async )?\(\) =>/gm)].map((match) => match[1]!);
  const known = new Set([...keys, ...[...cli.matchAll(/command === '([a-z-]+)'/g)].map((match) => match[1]!)]);
  const given = new Set([...guide.matchAll(/\bozonteck ([a-z-]+)/g)].map((match) => match[1]!));
  assert.ok(known.has('publicar') && known.has('relatorio') && known.has('guardar-textos'), [...known].join(' '));
  assert.equal([...given].filter((command) => !known.has(command)), [], 'not a command');
  const daily = ['instalar', 'publicar', 'verificar', 'atualizar', 'relatorio', 'desinstalar'];
  assert.equal(daily.filter((command) => !given.has(command)), [], 'not in the guide');
  const scripts = [...guide.matchAll(/bash \/srv\/ozonteck\/([\w/.-]+\.sh)/g)].map((match) => match[1]!);
  assert.ok(scripts.length > 0 && scripts.every((script) => existsSync(join(import.meta.dirname, '..', '..', script))), `${scripts}`);
});

test("the guide names every setting, text and member's setting, and nothing else", () => {
  const known = new Set<string>([...settingRows.map((row) => row.name), ...operatorTextNames, ...memberSettingNames]);
  // The line's shape (`NOME=valor`) and the misspelling the build catches are examples, not names.
  const examples = new Set(['NOME', 'SPONSER']);
  const named = namesIn(guide);
  assert.equal([...named].filter((name) => !known.has(name) && !examples.has(name)), []);
  assert.equal([...known].filter((name) => !named.has(name) && !guide.includes(`\`${name}\``)), [], 'not in the guide');
});

test('the guide is written in Portuguese: its prose has no English sentences', () => {
  const englishWords = proseOf(guide).match(/\b(the|and|with|which|when|your)\b/g) ?? [];
  assert.ok(englishWords.length <= 2, `English words in the guide's prose: ${englishWords.join(', ')}`);
  assert.ok((proseOf('the site and your pictures').match(/\b(the|and|your)\b/g) ?? []).length === 3, 'the check sees English');
});

test('the picture slot has one name in Portuguese, "lugar de foto", in the README and in the build\'s messages', () => {
  const slotWords = /lugar de foto|\bespaços?\b|\bvagas?\b|\bposição\b/gi;
  const found = (text: string) => new Set([...text.matchAll(slotWords)].map((match) => match[0].toLowerCase()));
  const picturesSection = guide.slice(guide.indexOf('### Fotos'), guide.indexOf('\n### ', guide.indexOf('### Fotos') + 1));
  assert.equal([...found(picturesSection)], ['lugar de foto'], 'the README\'s pictures section');
  const { pictures } = ptBR;
  const messages = [
    pictures.notASlot('site/images/capa.jpg', 'capa', ['logo']),
    pictures.didYouMean('site/images/logo2.png', 'logo2', 'logo'),
    pictures.noSource('site/images', 'logo', 'SVG', 'cabeçalho', 'static/images'),
  ].join(' ');
  assert.equal([...found(messages)], ['lugar de foto'], 'the build\'s messages');
});

test.run();
