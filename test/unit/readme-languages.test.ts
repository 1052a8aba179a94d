// The README opens, after its two commands, with a Portuguese section for the operator; the
// English sections below hold the details. Both must name the same commands, settings, texts and
// files: what the Portuguese section says exists in English, and the key steps are in both.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fileSettingNames } from '../../src/settings/setting-names';
import { operatorTextNames } from '../../src/settings/text-names';
import { ptBR } from '../../src/messages/pt-BR';

const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
const portugueseStart = readme.indexOf('## Em português');
const englishStart = readme.indexOf('## What this is');
const portuguese = readme.slice(portugueseStart, englishStart);
const english = readme.slice(englishStart);

const commandPattern = /\b(npm (?:ci|install|start|test|run [a-z:]+)|git (?:pull|clone)|systemctl (?:reload|restart|stop|enable) [a-z.]+|journalctl -u ozonteck)/g;
const commandsIn = (text: string) => new Set([...text.matchAll(commandPattern)].map((match) => match[1]!));
const namesIn = (text: string) => new Set([...text.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{3,})[=`]/g)].map((match) => match[1]!));
const filesIn = (text: string) => new Set([...text.matchAll(/`(site\/[a-z./]*)`/g)].map((match) => match[1]!));

/** The steps an operator cannot do without, which the Portuguese section must give. */
const keyCommands = ['npm ci', 'npm run build', 'npm run dev', 'npm run status', 'npm run rollback', 'npm run report', 'git pull', 'systemctl reload ozonteck', 'systemctl restart ozonteck'];
const keyNames = ['SITE_URL', 'SPONSOR', 'REGISTER_URL', 'WHATSAPP_NUMBER', 'WHATSAPP_MESSAGE', 'SITE_LANGUAGE', ...operatorTextNames];
const keyFiles = ['site/', 'site/site.env', 'site/texts.env', 'site/images/'];

test('the two commands stay first; the Portuguese section follows them, before the English ones, a few KB long', () => {
  assert.match(readme, /^# [^\n]+\n\n```sh\nnpm install && npm start {3}#[^\n]+\nnpm test {19}#[^\n]+\n```\n\n## Em português/);
  assert.ok(portugueseStart > 0 && englishStart > portugueseStart);
  const bytes = Buffer.byteLength(portuguese);
  assert.ok(bytes > 1_500 && bytes < 5_000, `the Portuguese section is ${bytes} bytes`);
  assert.ok(Buffer.byteLength(readme) <= 25 * 1024, `README.md is ${Buffer.byteLength(readme)} bytes`);
});

test('every command the Portuguese section gives is in the English sections, and the key steps are in both', () => {
  const [inPortuguese, inEnglish] = [commandsIn(portuguese), commandsIn(english)];
  assert.equal([...inPortuguese].filter((command) => !inEnglish.has(command)), [], 'in Portuguese only');
  assert.equal(keyCommands.filter((command) => !inPortuguese.has(command)), [], 'missing from the Portuguese section');
  assert.equal(keyCommands.filter((command) => !inEnglish.has(command)), [], 'missing from the English sections');
});

test('every setting and text the Portuguese section names exists and is in the English sections; the key ones are in both', () => {
  const known = new Set([...fileSettingNames, ...operatorTextNames]);
  const [inPortuguese, inEnglish] = [namesIn(portuguese), namesIn(english)];
  // The line's shape (`NOME=valor`) and the misspelling the build catches are examples, not names.
  const examples = new Set(['NOME', 'SPONSER']);
  assert.equal([...inPortuguese].filter((name) => !known.has(name) && !examples.has(name)), [], 'not a setting or a text');
  assert.equal([...inPortuguese].filter((name) => !inEnglish.has(name) && !examples.has(name)), [], 'in Portuguese only');
  assert.equal(keyNames.filter((name) => !inPortuguese.has(name)), [], 'missing from the Portuguese section');
  assert.equal(keyNames.filter((name) => !inEnglish.has(name)), [], 'missing from the English sections');
});

test("the operator's files and the Portuguese section's links to the English sections exist", () => {
  assert.equal(keyFiles.filter((file) => !filesIn(portuguese).has(file) || !filesIn(english).has(file)), []);
  const slug = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-');
  const anchors = new Set([...english.matchAll(/^#{2,3} (.+)$/gm)].map((match) => slug(match[1]!)));
  const links = [...portuguese.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]!);
  assert.ok(links.length >= 3, 'the Portuguese section links to the details');
  assert.equal(links.filter((anchor) => !anchors.has(anchor)), []);
});

test('the comparison catches a command or a setting named in one language only', () => {
  assert.ok(commandsIn('`npm run deploy`').has('npm run deploy'));
  assert.not.ok(commandsIn(english).has('npm run deploy'));
  assert.ok(namesIn('`SITE_IDIOMA=en`').has('SITE_IDIOMA'));
  assert.not.ok(namesIn(english).has('SITE_IDIOMA'));
});

test('the picture slot has one name in Portuguese, "lugar de foto", in the README and in the build\'s messages', () => {
  const slotWords = /lugar de foto|\bespaços?\b|\bvagas?\b|\bposição\b/g;
  const found = (text: string) => new Set([...text.matchAll(slotWords)].map((match) => match[0]));
  const picturesSection = portuguese.slice(portuguese.indexOf('**Fotos:**'), portuguese.indexOf('**Publicar**'));
  assert.equal([...found(picturesSection)], ['lugar de foto'], 'the README\'s Portuguese section');
  const { pictures } = ptBR;
  const messages = [pictures.notASlot('site/images/capa.jpg', 'capa', ['logo']), pictures.didYouMean('site/images/logo2.png', 'logo2', 'logo'), pictures.noSource('site/images', 'logo', 'SVG', 'cabeçalho', 'static/images')].join(' ');
  assert.equal([...found(messages)], ['lugar de foto'], 'the build\'s messages');
});

test.run();
