// `ozonteck verificar` judging made-up machines (each fact turned bad gets its own ✗ and what to
// do), `ozonteck atualizar`'s decisions, and the texts an operator committed in the code of an older
// release (5a2260b's src/content/) found and kept for site/texts.env.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useLanguage } from '../../src/messages/language';
import { doctorLines, type DoctorFacts } from '../../src/vps/doctor-lines';
import { newTexts } from '../../src/vps/texts-keeper';
import { migrateTexts, textPlaces } from '../../src/vps/text-migration';
import { backupBranch, planUpdate, recoveryFor } from '../../src/vps/update-plan';
import { testOrSkip } from '../support/skip';

const root = join(import.meta.dirname, '..', '..');
test.before.each(() => useLanguage('pt-BR'));

const now = new Date('2026-11-28T12:00:00Z');
const healthy: DoctorFacts = {
  nodeVersion: 'v20.19.2',
  units: { socket: { enabled: true, active: true }, service: { enabled: true, active: true } },
  socketListening: true,
  caddyActive: true,
  domain: 'maria.com.br',
  https: { answer: { status: 200, ownPage: true, hsts: true, certificateStarts: new Date('2026-11-22T00:00:00Z'), certificateExpires: new Date('2027-02-20T00:00:00Z') } },
  now,
  hsts: 'on',
  trustProxy: '127.0.0.1',
  proxyAddress: '127.0.0.1',
  demoValues: [],
  freshness: { kind: 'fresh' },
  settingsDrift: [],
  freeMegabytes: 10_000,
  logrotateInPlace: true,
  clockSynchronized: true,
  unreadable: [],
};

const failing = (facts: DoctorFacts) => doctorLines(facts).filter((line) => line.mark === '✗').map((line) => line.text);

test('a healthy machine: a ✓ line for every piece', () => {
  const lines = doctorLines(healthy);
  assert.equal(failing(healthy), []);
  assert.is(lines.length, 14);
  assert.ok(lines.some((line) => line.text === 'Certificado válido até 2027-02-20 (83 dias; o Caddy renova sozinho).'));
});

test('each piece that is wrong gets its own ✗ and what to do', () => {
  const table: Array<[Partial<DoctorFacts>, string]> = [
    [{ nodeVersion: 'v18.19.0' }, 'Node v18.19.0: o site precisa do 20 ou mais novo. Rode ozonteck instalar.'],
    [{ units: { ...healthy.units, service: { enabled: true, active: false } } }, 'ozonteck.service parado ou desligado'],
    [{ socketListening: false }, 'Ninguém escuta no endereço do Caddy'],
    [{ caddyActive: false }, 'Caddy parado: systemctl restart caddy'],
    [{ https: { problem: 'ECONNREFUSED' } }, 'https://maria.com.br/ não responde (ECONNREFUSED)'],
    [{ https: { answer: { ...healthy.https!.answer!, ownPage: false, status: 502 } } }, 'respondeu 502, não a página do site'],
    [{ https: { answer: { ...healthy.https!.answer!, certificateStarts: new Date('2026-09-06T00:00:00Z'), certificateExpires: new Date('2026-12-05T00:00:00Z') } } }, 'O certificado vence em 2026-12-05 (6 dias)'],
    [{ hsts: undefined }, 'HSTS=on e TRUST_PROXY=127.0.0.1 faltam em site/site.env'],
    [{ trustProxy: '10.0.0.1' }, 'HSTS=on e TRUST_PROXY=127.0.0.1 faltam'],
    [{ demoValues: ['SPONSOR'] }, 'O site no ar é a demonstração (SPONSOR)'],
    [{ demoValues: null }, 'Não há build no ar: rode ozonteck publicar.'],
    [{ freshness: { kind: 'code', file: 'src/server/http/app.ts' } }, 'O código mudou depois do build (src/server/http/app.ts): rode ozonteck publicar.'],
    [{ freshness: { kind: 'site', file: 'site/texts.env' } }, 'site/texts.env mudou depois do build'],
    [{ settingsDrift: ['SPONSOR'] }, 'site/site.env mudou depois do build (SPONSOR)'],
    [{ freeMegabytes: 300 }, 'Disco: só 300 MB livres'],
    [{ logrotateInPlace: false }, 'A rotação do log de acesso falta ou mudou'],
    [{ clockSynchronized: null }, 'O relógio não está sincronizado: timedatectl set-ntp true.'],
    [{ unreadable: ['/srv/ozonteck/.dist-builds/x/server.mjs'] }, 'não consegue ler /srv/ozonteck/.dist-builds/x/server.mjs'],
    [{ domain: null, https: null }, 'site/site.env não tem SITE_URL: rode ozonteck instalar.'],
  ];
  for (const [change, expected] of table) {
    const lines = failing({ ...healthy, ...change });
    assert.is(lines.length, 1, `${expected}: ${lines.join(' | ')}`);
    assert.match(lines[0]!, expected);
  }
  assert.equal(failing({ ...healthy, clockSynchronized: 'container' }), [], "a container's clock is the host's");
  const internal = { status: 200, ownPage: true, hsts: true, certificateStarts: new Date('2026-11-28T06:00:00Z'), certificateExpires: new Date('2026-11-28T18:00:00Z') };
  assert.equal(failing({ ...healthy, https: { answer: internal } }), [], "Caddy's own 12-hour certificate, 6 hours left");
});

test('the update: nothing to do, a fast-forward, or the operator’s own work set aside first', () => {
  assert.equal(planUpdate({ ahead: 0, behind: 0, dirty: [] }), { kind: 'current' });
  assert.equal(planUpdate({ ahead: 0, behind: 0, dirty: ['src/app/content/hero.ts'] }), { kind: 'current' }, 'nothing new: nothing touched');
  assert.equal(planUpdate({ ahead: 0, behind: 4, dirty: [] }), { kind: 'fast-forward' });
  assert.equal(planUpdate({ ahead: 1, behind: 40, dirty: [] }), { kind: 'set-aside', commits: 1, dirty: [], behind: 40 });
  assert.equal(planUpdate({ ahead: 0, behind: 3, dirty: ['static/images/logo.svg'] }).kind, 'set-aside');
  assert.is(recoveryFor(true, true), 'none');
  assert.is(recoveryFor(false, false), 'code', 'a failed build never went live');
  assert.is(recoveryFor(true, false), 'code-and-build');
  assert.is(backupBranch(now, ['main']), 'meus-textos-2026-11-28');
  assert.is(backupBranch(now, ['meus-textos-2026-11-28', 'meus-textos-2026-11-28-2']), 'meus-textos-2026-11-28-3');
});

const contentDir = join(root, 'src', 'app', 'content');
const places = textPlaces(Object.fromEntries(readdirSync(contentDir).map((name) => [name, readFileSync(join(contentDir, name), 'utf8')])));

test("every text of site/texts.env is found in the content files' getters", () => {
  const readmeNames = ['HERO_BADGE', 'HERO_HEADLINE_START', 'HERO_HEADLINE_HIGHLIGHT', 'HERO_HEADLINE_END', 'HERO_INTRO', 'COMPANY_BLURB', 'COMPANY_STREET', 'COMPANY_CITY', 'COMPANY_STATE', 'COMPANY_POSTAL_CODE', 'BIO_TITLE', 'BIO_SUBTITLE', 'CHAT_BUBBLE'];
  assert.equal(places.map((place) => place.name).sort(), readmeNames.sort());
  assert.equal(places.find((place) => place.name === 'HERO_HEADLINE_HIGHLIGHT'), { file: 'hero.ts', key: 'earningsClaim', name: 'HERO_HEADLINE_HIGHLIGHT' });
});

const oldRelease = '5a2260b';
const hasRelease = spawnSync('git', ['-C', root, 'cat-file', '-e', `${oldRelease}:src/content/hero.ts`]).status === 0;
const show = (path: string) => spawnSync('git', ['-C', root, 'show', `${oldRelease}:${path}`], { encoding: 'utf8' }).stdout;

testOrSkip(test, `texts committed in ${oldRelease}'s src/content/ are kept; other edits are named`, hasRelease ? null : `needs the release ${oldRelease} in git history (a full clone)`, () => {
  const hero = show('src/content/hero.ts');
  const company = show('src/content/company.ts');
  const changed = [
    { path: 'src/content/hero.ts', before: hero, mine: hero.replace("badge: 'Representantes oficiais Ozonteck'", "badge: 'Revenda Maria — Ozonteck'").replace("'Seja parceiro de uma marca", "'Venha comigo: seja parceiro de uma marca") },
    { path: 'src/content/company.ts', before: company, mine: company.replace("city: 'Lajeado'", "city: 'Porto Alegre'").replace('copyrightYear: 2025', 'copyrightYear: 2026') },
    { path: 'src/content/chat.ts', before: show('src/content/chat.ts'), mine: show('src/content/chat.ts') },
  ];
  const { texts, otherEdits } = migrateTexts(places, changed);
  assert.equal(Object.keys(texts).sort(), ['COMPANY_CITY', 'HERO_BADGE', 'HERO_INTRO']);
  assert.is(texts.HERO_BADGE, 'Revenda Maria — Ozonteck');
  assert.is(texts.COMPANY_CITY, 'Porto Alegre');
  assert.match(String(texts.HERO_INTRO), /^Venha comigo: seja parceiro de uma marca que cresce em todo o Brasil\./);
  assert.equal(otherEdits, ['src/content/company.ts'], 'the copyright year is code, not a text');
});

test('texts kept in the new layout too, and never over what site/texts.env already says', () => {
  const hero = readFileSync(join(contentDir, 'hero.ts'), 'utf8');
  const mine = hero.replace("operatorText('HERO_HEADLINE_START', 'Renda extra de')", "operatorText('HERO_HEADLINE_START', 'Ganhe ' + \"até\")");
  const { texts, otherEdits } = migrateTexts(places, [{ path: 'src/app/content/hero.ts', before: hero, mine }]);
  assert.equal(texts, { HERO_HEADLINE_START: 'Ganhe até' });
  assert.equal(otherEdits, []);
  assert.equal(newTexts({ HERO_BADGE: 'a', CHAT_BUBBLE: 'b' }, '# meus textos\nHERO_BADGE=já tenho\n'), { CHAT_BUBBLE: 'b' });
});

test.run();
