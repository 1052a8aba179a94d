// One start-up for every command (src/settings/site-folder/load-settings.ts), each with its policy (README,
// Configurações): the build stops on any problem in the settings file, naming the file and the
// line; the server stops over its own settings and reads past a setting only the build reads; the
// rollback never blocks on the file; the report says an unknown language and goes on. Each case
// runs over a real folder with a real site/site.env.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { currentLanguage, useLanguage } from '../../src/messages/language';
import { loadSettings, type Command } from '../../src/settings/site-folder/load-settings';

const bilingualRefusal = (got: string) => `SITE_LANGUAGE deve ser pt-BR ou en (recebido: "${got}").\nSITE_LANGUAGE must be pt-BR or en (got "${got}").`;

/** What `command` makes of a project folder whose site/site.env is `file`, with the command's environment `env`. */
function load(command: Command, file: string, env: Record<string, string> = { SITE_LANGUAGE: 'en' }) {
  const root = mkdtempSync(join(tmpdir(), 'load-settings-'));
  try {
    mkdirSync(join(root, 'site'));
    writeFileSync(join(root, 'site', 'site.env'), file);
    const commandEnv: Record<string, string | undefined> = { ...env };
    return { outcome: loadSettings(root, command, commandEnv), env: commandEnv };
  } finally {
    rmSync(root, { recursive: true, force: true });
    useLanguage('pt-BR');
  }
}

const misspelledSponsor = 'SPONSER=joana123\n';
const sponsorStop = 'site/site.env, line 1: SPONSER is not a setting; did you mean SPONSOR? Correct the name.';

test('the build stops on a line of the file, naming it; with a good file the values reach the environment', () => {
  assert.equal(load('build', misspelledSponsor).outcome, { stop: `Build stopped: ${sponsorStop}` });
  const { outcome, env } = load('build', 'HSTS=on\nSPONSOR=joana123\n');
  assert.is(outcome.stop, undefined);
  assert.equal([env.HSTS, env.SPONSOR], ['on', 'joana123']);
});

test('the server reads past a line about a setting only the build reads, and stops on one of its own', () => {
  const { outcome, env } = load('server', `${misspelledSponsor}HSTS=on\n`);
  assert.ok(outcome.stop === undefined && outcome.loaded);
  assert.equal(outcome.loaded.skipped, [sponsorStop]);
  assert.is(env.HSTS, 'on');
  assert.equal(load('server', 'HSTS=on\nPORTT=8080\n').outcome, { stop: 'site/site.env, line 2: PORTT is not a setting; did you mean PORT? Correct the name.' });
});

test('the rollback goes on over a file with a mistake, reading none of it, and says the problem', () => {
  const { outcome, env } = load('rollback', `ASSET_RETENTION_DAYS=3\n${misspelledSponsor}`);
  assert.equal(outcome, { loaded: null, warnings: [], fileProblem: 'site/site.env, line 2: SPONSER is not a setting; did you mean SPONSOR? Correct the name.' });
  assert.is(env.ASSET_RETENTION_DAYS, undefined);
});

test("a SITE_LANGUAGE naming no language: the command's stops every command but the report; the file's, the build but not the rollback", () => {
  for (const command of ['build', 'server', 'status', 'rollback'] as const) {
    assert.equal(load(command, '', { SITE_LANGUAGE: 'fr' }).outcome, { stop: bilingualRefusal('fr') }, command);
  }
  assert.equal(load('report', '', { SITE_LANGUAGE: 'fr' }).outcome, { loaded: null, warnings: [bilingualRefusal('fr')], fileProblem: null });
  // No language is known: the line is named in Portuguese, the default.
  assert.equal(load('build', 'HSTS=on\nSITE_LANGUAGE=klingon\n', {}).outcome, { stop: `site/site.env, linha 2: ${bilingualRefusal('klingon')}` });
  const rollback = load('rollback', 'SITE_LANGUAGE=klingon\n', {}).outcome;
  assert.ok(rollback.stop === undefined);
  assert.equal(rollback.warnings, [`site/site.env, linha 1: ${bilingualRefusal('klingon')}`]);
});

test("the commands that only glance at the file take its TZ (the command's wins), and warn of one naming no zone", () => {
  for (const command of ['status', 'report'] as const) {
    const { outcome, env } = load(command, `${misspelledSponsor}TZ="Europe/Lisbon" # the VPS is in Lisbon\n`);
    assert.equal([outcome.stop, env.TZ], [undefined, 'Europe/Lisbon'], command);
    assert.is(load(command, 'TZ=Europe/Lisbon\n', { SITE_LANGUAGE: 'en', TZ: 'UTC' }).env.TZ, 'UTC', command);
    const unknown = load(command, 'TZ=Brasilia\n').outcome;
    assert.ok(unknown.stop === undefined, command);
    assert.equal(unknown.warnings.length, 1, command);
    assert.match(unknown.warnings[0]!, /^TZ "Brasilia" is not a time zone of the list.* Did you mean America\/Sao_Paulo\?.* Meanwhile, dates here are in Brasília's time \(America\/Sao_Paulo\)\.$/);
  }
  assert.equal(load('build', 'TZ=Brasilia\n').outcome.stop, undefined, 'the build stops on it later, with the server settings');
});

test("the file's SITE_LANGUAGE is the language of the stop on its own mistake", () => {
  assert.is(load('build', `SITE_LANGUAGE=en\n${misspelledSponsor}`, {}).outcome.stop, `Build stopped: ${sponsorStop.replace('line 1', 'line 2')}`);
  assert.is(currentLanguage(), 'pt-BR', 'each case starts from the default');
});

test.run();
