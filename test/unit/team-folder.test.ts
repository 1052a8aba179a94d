// The team's files (site/equipe/<slug>.env and a photo beside each): read by the settings' strict
// reader with the operator's rules, each mistake a problem of that member alone, named with the file
// and the line, the others read as written.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useLanguage } from '../../src/messages/language';
import { readTeamFolder } from '../../src/settings/site-folder/team-folder';

useLanguage('en');

const operator = {
  siteUrl: 'https://negocios-da-ana.com.br',
  sponsor: 'ana.lima',
  registerUrl: 'https://escritorio.ozonteck-teste.com.br/cadastro',
  whatsappNumber: '5551912345678',
  whatsappMessage: 'Olá, Ana!',
  socialProof: true,
};
const maria = 'NAME=Maria Souza\nSPONSOR=maria.souza\nREGISTER_URL=https://escritorio.ozonteck-teste.com.br/cadastro\nWHATSAPP_NUMBER=+55 51 98765-4321\n';

function withTeam(files: Record<string, string>, check: (team: ReturnType<typeof readTeamFolder>) => void, taken?: Set<string>): void {
  const root = mkdtempSync(join(tmpdir(), 'team-'));
  mkdirSync(join(root, 'site', 'equipe'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, 'site', 'equipe', name), text);
  try {
    check(readTeamFolder(root, join(root, 'site'), operator, taken));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test('no site/equipe/: no team, no problem', () => {
  const root = mkdtempSync(join(tmpdir(), 'team-'));
  assert.equal(readTeamFolder(root, join(root, 'site'), operator), { members: [], problems: [], warnings: [] });
  rmSync(root, { recursive: true, force: true });
});

test("a member's file: their values, the operator's message when they set none, in the sitemap unless SITEMAP=off", () => {
  withTeam({ 'maria.env': maria, 'joao.env': maria.replace('maria.souza', 'joao9') + 'SITEMAP=não\nWHATSAPP_MESSAGE=Oi, João!\n' }, (team) => {
    assert.equal(team.problems, []);
    assert.equal(team.members.map(({ member }) => member), [
      { slug: 'joao', name: 'Maria Souza', sponsor: 'joao9', registerUrl: 'https://escritorio.ozonteck-teste.com.br/cadastro', whatsappNumber: '5551987654321', whatsappMessage: 'Oi, João!', inSitemap: false },
      { slug: 'maria', name: 'Maria Souza', sponsor: 'maria.souza', registerUrl: 'https://escritorio.ozonteck-teste.com.br/cadastro', whatsappNumber: '5551987654321', whatsappMessage: 'Olá, Ana!', inSitemap: true },
    ]);
  });
});

test('a bad number is a problem of that member alone, named with the file and the line', () => {
  withTeam({ 'maria.env': maria, 'joao.env': maria.replace('+55 51 98765-4321', '123') }, (team) => {
    assert.equal(team.members.map(({ member }) => member.slug), ['maria']);
    assert.equal(team.problems.length, 1);
    assert.is(team.problems[0]!.slug, 'joao');
    assert.match(team.problems[0]!.message, /^site\/equipe\/joao\.env, line 4: WHATSAPP_NUMBER "123" has 3 digits/);
  });
});

test('slugs refused with the reason: shape (with the name to use), length, a name the site uses', () => {
  const files = { 'Maria Souza.env': maria, [`${'a'.repeat(41)}.env`]: maria, 'bio.env': maria, 'media.env': maria, 'promo.env': maria };
  withTeam(files, (team) => {
    assert.equal(team.members, []);
    const messages = team.problems.map((problem) => problem.message).sort();
    assert.match(messages.find((m) => m.includes('Maria Souza.env'))!, /unaccented lower-case letters.*Rename it maria-souza\.env\./);
    assert.match(messages.find((m) => m.includes('aaaa'))!, /longer than 40 characters/);
    for (const name of ['bio', 'media', 'promo'])
      assert.match(messages.find((m) => m.includes(`/${name}.env`))!, /the site already uses this name/);
  }, new Set(['promo']));
});

test("misspelled, missing and operator's settings; demo, example and HTML values", () => {
  const files = {
    'a.env': maria.replace('SPONSOR=', 'SPONSER='),
    'b.env': 'NAME=Bia\n',
    'c.env': maria + 'SITE_URL=https://outro.com.br\n',
    'd.env': maria.replace('SPONSOR=maria.souza', 'SPONSOR=seu.codigo'),
    'e.env': maria.replace('NAME=Maria Souza', 'NAME=<b>Maria</b>'),
    'f.env': maria.replace('NAME=Maria Souza', `NAME=${'M'.repeat(61)}`),
  };
  withTeam(files, (team) => {
    const said = Object.fromEntries(team.problems.map((problem) => [problem.slug, problem.message]));
    assert.match(said.a!, /^site\/equipe\/a\.env, line 2: SPONSER is not a member's setting; did you mean SPONSOR\?/);
    assert.match(said.b!, /^site\/equipe\/b\.env: SPONSOR, REGISTER_URL, WHATSAPP_NUMBER missing/);
    assert.match(said.c!, /^site\/equipe\/c\.env, line 5: SITE_URL is a setting of the whole site/);
    assert.match(said.d!, /site\/equipe\/d\.env, line 2/);
    assert.match(said.e!, /^site\/equipe\/e\.env, line 1: NAME has HTML in it \(<b>\)/);
    assert.match(said.f!, /^site\/equipe\/f\.env, line 1: NAME has 61 characters; the most is 60/);
  });
});

test('a photo: beside its file it is taken, two are refused, one without a file is named; other files warned of', () => {
  const files = { 'maria.env': maria, 'maria.jpg': 'x', 'joao.env': maria, 'joao.png': 'x', 'joao.webp': 'x', 'pedro.jpg': 'x', 'ana.env.txt': maria, 'notas.md': '' };
  withTeam(files, (team) => {
    assert.equal(team.members.map(({ member, photo }) => [member.slug, photo?.shownPath]), [['maria', 'site/equipe/maria.jpg']]);
    const said = team.problems.map((problem) => problem.message);
    assert.ok(said.some((m) => /^site\/equipe\/joao\.png and site\/equipe\/joao\.webp: two photos/.test(m)), said.join('\n'));
    assert.ok(said.some((m) => /^site\/equipe\/pedro\.jpg is the photo of a member without a file: create site\/equipe\/pedro\.env/.test(m)));
    assert.ok(said.some((m) => /^site\/equipe\/ana\.env\.txt: the name ends in \.txt.*Rename it site\/equipe\/ana\.env\./.test(m)));
    assert.match(team.warnings.join('\n'), /site\/equipe\/notas\.md is neither a member's file/);
  });
});

test.run();
