// The pure rules behind deploys: which retained files a build keeps (exact at the window's edge),
// ASSET_RETENTION_DAYS, the demo-over-real guard, the settings file and socket activation.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { planRetention } from '../../src/builder/store/asset-retention';
import { parseRetentionDays } from '../../src/settings/deploy-settings';
import { buildIdFor } from '../../src/builder/store/build-store';
import { buildPaths, cacheDir, precompressCacheDir } from '../../src/builder/paths';
import { imagePaths } from '../../src/builder/pictures/generate';
import { demoOverrideGiven, demoValuesOverReal } from '../../src/builder/store/settings-guard';
import { readEnvFile, siteFolder } from '../../src/settings/site-folder/env-file';
import { ConfigError } from '../../src/settings/settings';
import { forgetListenVariables, listenTarget } from '../../src/server/process/listen-target';
import { useLanguage } from '../../src/messages/language';
import { messages } from '../../src/messages/catalogue';

// These tests match the English messages; the Portuguese default has its own (test/README.md).
useLanguage('en');

const now = new Date('2026-11-22T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const day = 86_400_000;

test('retention: a file superseded less than the window ago is kept; at the window or older it is pruned', () => {
  const { retained, pruned } = planRetention({
    previousAssets: ['assets/a.js', 'assets/b.js', 'assets/c.js', 'assets/d.js', 'assets/live.js'],
    previousHistory: {
      'assets/a.js': { supersededAt: ago(7 * day - 1) },
      'assets/b.js': { supersededAt: ago(7 * day) },
      'assets/c.js': { supersededAt: ago(7 * day + 1) },
    },
    currentAssets: new Set(['assets/live.js']),
    now,
    retentionDays: 7,
  });
  // d.js was the previous build's own: superseded now, by this build.
  assert.equal(retained, { 'assets/a.js': { supersededAt: ago(7 * day - 1) }, 'assets/d.js': { supersededAt: now.toISOString() } });
  assert.equal(pruned, ['assets/b.js', 'assets/c.js']);
});

test('retention: 0 days keeps only the current build; a file referred to again is current, not retained', () => {
  const { retained, pruned } = planRetention({
    previousAssets: ['assets/a.js', 'assets/back.js'],
    previousHistory: { 'assets/back.js': { supersededAt: ago(2 * day) } },
    currentAssets: new Set(['assets/back.js']),
    now,
    retentionDays: 0,
  });
  assert.equal(retained, {});
  assert.equal(pruned, ['assets/a.js']);
});

test('ASSET_RETENTION_DAYS: 7 by default, whole days from 0 to 365, else a message naming it', () => {
  assert.is(parseRetentionDays({}), 7);
  assert.is(parseRetentionDays({ ASSET_RETENTION_DAYS: '0' }), 0);
  assert.is(parseRetentionDays({ ASSET_RETENTION_DAYS: ' 30 ' }), 30);
  assert.is(parseRetentionDays({ ASSET_RETENTION_DAYS: '365' }), 365);
  for (const bad of ['366', '-1', '1.5', 'sete', '7d']) {
    assert.throws(() => parseRetentionDays({ ASSET_RETENTION_DAYS: bad }), (error: Error) =>
      error instanceof ConfigError && error.message.startsWith('ASSET_RETENTION_DAYS must be a whole number of days from 0 to 365'));
  }
  assert.throws(() => parseRetentionDays({ ASSET_RETENTION_DAYS: '' }), /ASSET_RETENTION_DAYS is set but empty/);
});

test('build folders are named by build time, so they sort in build order', () => {
  assert.is(buildIdFor(now, () => 0.5), '20261122T120000000Z-8000');
  assert.ok(buildIdFor(new Date('2026-11-22T12:00:00.001Z')) > buildIdFor(now, () => 0.99999));
});

test('demo over real: only variables real in the live build and demo in the new one count', () => {
  assert.equal(demoValuesOverReal(null, ['SPONSOR']), [], 'no live build: nothing to protect');
  assert.equal(demoValuesOverReal({ demoDefaultsUsed: [] }, ['SPONSOR', 'SITE_URL']), ['SPONSOR', 'SITE_URL']);
  assert.equal(demoValuesOverReal({ demoDefaultsUsed: ['SITE_URL'] }, ['SITE_URL']), [], 'demo over demo');
  assert.equal(demoValuesOverReal({ demoDefaultsUsed: ['SITE_URL'] }, []), []);
});

test('demo override: REPLACE_REAL_SETTINGS_WITH_DEMO=yes (or any switch word for on) or the flag; a word that is no switch is an error', () => {
  assert.is(demoOverrideGiven({}, []), false);
  assert.is(demoOverrideGiven({ REPLACE_REAL_SETTINGS_WITH_DEMO: 'yes' }, []), true);
  assert.is(demoOverrideGiven({ REPLACE_REAL_SETTINGS_WITH_DEMO: 'no' }, []), false);
  assert.is(demoOverrideGiven({}, ['--replace-real-settings-with-demo']), true);
  assert.is(demoOverrideGiven({ REPLACE_REAL_SETTINGS_WITH_DEMO: 'sim' }, []), true);
  assert.is(demoOverrideGiven({ REPLACE_REAL_SETTINGS_WITH_DEMO: 'não' }, []), false);
  assert.throws(() => demoOverrideGiven({ REPLACE_REAL_SETTINGS_WITH_DEMO: 'talvez' }, []), /REPLACE_REAL_SETTINGS_WITH_DEMO must be "on" or "off"/);
});

test("the build's closing lines say what rollback can reach: nowhere with one build kept (a new server), the one before with more", () => {
  for (const language of ['en', 'pt-BR'] as const) {
    useLanguage(language);
    const { keptCount } = messages().deploy.build;
    assert.match(keptCount(1), language === 'en' ? /No earlier version is kept: rollback has nowhere to go back to\.$/ : /Não há versão anterior guardada: o rollback não tem para onde voltar\.$/);
    assert.not.match(keptCount(1), /rollback (makes|coloca)/);
    assert.match(keptCount(3), language === 'en' ? /npm run rollback makes the one before live again/ : /npm run rollback coloca no ar o anterior/);
  }
  useLanguage('en');
});

test('settings file: site/site.env is read, the command environment wins, none is fine', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'env-file-'));
  try {
    assert.equal(readEnvFile(dir, { SPONSOR: 'x' }), { env: { SPONSOR: 'x' }, file: null, fromFile: [], notices: [], origins: { file: 'site/site.env', lines: {} }, skipped: [] });
    await mkdir(join(dir, 'site'));
    await writeFile(join(dir, 'site', 'site.env'), '# the operator\'s settings\nSPONSOR=do-arquivo\nWHATSAPP_MESSAGE="Olá, tudo bem?"\nPORT=8080\n');
    const loaded = readEnvFile(dir, { PORT: '3000' });
    assert.is(loaded.file, join(dir, 'site', 'site.env'));
    assert.equal(loaded.env, { SPONSOR: 'do-arquivo', WHATSAPP_MESSAGE: 'Olá, tudo bem?', PORT: '3000' });
    assert.equal(loaded.fromFile, ['SPONSOR', 'WHATSAPP_MESSAGE']);
    assert.equal(loaded.origins, { file: 'site/site.env', lines: { SPONSOR: 2, WHATSAPP_MESSAGE: 3 } }, 'PORT came from the command, not from line 4');
    assert.equal(loaded.notices, []);
    assert.throws(() => readEnvFile(dir, { SITE_ENV_FILE: 'outro.env' }), /SITE_ENV_FILE must name an existing settings file \(got "outro.env"/);
    assert.throws(() => readEnvFile(dir, { SITE_ENV_FILE: '' }), /SITE_ENV_FILE is set but empty/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('settings file saved as "Unicode" (UTF-16, with or without its mark), or named site.env.txt by Notepad: a stop saying what happened and what to do', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'site-env-'));
  try {
    await mkdir(join(dir, 'site'));
    const utf16 = (text: string, mark: boolean) => Buffer.concat([mark ? Buffer.from([0xff, 0xfe]) : Buffer.alloc(0), Buffer.from(text, 'utf16le')]);
    for (const mark of [true, false]) {
      await writeFile(join(dir, 'site', 'site.env'), utf16('SITE_URL=https://negociosozonteck.com.br\nHSTS=on\n', mark));
      assert.throws(() => readEnvFile(dir, {}), (error: unknown) => error instanceof ConfigError && /^site\/site\.env was saved as "Unicode" \(UTF-16\), so none of its lines can be read\. Save the file as UTF-8/.test(error.message), `mark: ${mark}`);
    }
    await rm(join(dir, 'site', 'site.env'));
    await writeFile(join(dir, 'site', 'site.env.txt'), 'SPONSOR=do-arquivo\n');
    assert.throws(() => readEnvFile(dir, {}), /^Found site\/site\.env\.txt, but the file must be named site\/site\.env: the editor added "\.txt"/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('settings file: site.env in the project folder (the old place) still works, with a notice saying where to move it; both places is an error', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'env-file-'));
  try {
    await writeFile(join(dir, 'site.env'), 'SPONSOR=antigo\n');
    const old = readEnvFile(dir, {});
    assert.equal([old.file, old.env.SPONSOR], [join(dir, 'site.env'), 'antigo']);
    assert.equal(old.notices, [
      'Notice: settings read from site.env, their old place. Move the file into your site folder, where git and npm never touch it: mkdir -p site && mv site.env site/site.env (and remove EnvironmentFile= from the systemd unit if it names site.env).',
    ]);
    await mkdir(join(dir, 'site'));
    await writeFile(join(dir, 'site', 'site.env'), 'SPONSOR=novo\n');
    assert.throws(() => readEnvFile(dir, {}), (error: Error) =>
      error.message === 'Two settings files: site.env (the old place) and site/site.env. Move what you still need from site.env into site/site.env, then delete site.env.');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('settings file: SITE_DIR names the folder (relative to the project); a folder named that does not exist is an error', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'env-file-'));
  try {
    assert.throws(() => readEnvFile(dir, { SITE_DIR: 'meu-site' }), /^SITE_DIR must name an existing folder \(got "meu-site": .*meu-site is not one\)/);
    await mkdir(join(dir, 'meu-site'));
    await writeFile(join(dir, 'meu-site', 'site.env'), 'SPONSOR=de-outra-pasta\n');
    assert.is(readEnvFile(dir, { SITE_DIR: 'meu-site' }).env.SPONSOR, 'de-outra-pasta');
    assert.is(siteFolder(dir, {}), join(dir, 'site'), 'site/ need not exist');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('settings file: a misspelled setting in the command environment stops before anything is read', () => {
  assert.throws(() => readEnvFile('/nonexistent', { SPONSER: 'x' }), /SPONSER is set in the environment but is not a setting; did you mean SPONSOR\?/);
});

test('every cache and scratch folder of a build is in .cache/ at the project root, never under node_modules (npm ci empties it)', () => {
  const root = '/srv/ozonteck';
  for (const mode of ['production', 'dev'] as const) {
    const paths = buildPaths(root, mode);
    assert.is(paths.siteDir, '/srv/ozonteck/site');
    assert.ok(paths.scratchDir.startsWith('/srv/ozonteck/.cache/'), paths.scratchDir);
  }
  assert.is(buildPaths(root, 'dev').distDir, '/srv/ozonteck/.cache/dev-site');
  assert.is(precompressCacheDir(root), '/srv/ozonteck/.cache/precompress');
  assert.is(cacheDir(root, 'react-script'), '/srv/ozonteck/.cache/react-script');
  assert.is(imagePaths(root, '/srv/ozonteck/site').cacheDir, '/srv/ozonteck/.cache/images');
  assert.equal(imagePaths(root, '/srv/meu-site').folders, { site: '/srv/meu-site/images', samples: '/srv/ozonteck/static/images', shownSite: '/srv/meu-site/images', shownSamples: 'static/images' });
});

test('socket activation: fd 3 when LISTEN_FDS/LISTEN_PID are for this process, else HOST/PORT', () => {
  const settings = { port: 3000, host: '127.0.0.1' };
  assert.equal(listenTarget({}, 42, settings), { port: 3000, host: '127.0.0.1' });
  assert.equal(listenTarget({ LISTEN_FDS: '1', LISTEN_PID: '42' }, 42, settings), { fd: 3 });
  assert.equal(listenTarget({ LISTEN_FDS: '1', LISTEN_PID: '41' }, 42, settings), { port: 3000, host: '127.0.0.1' }, 'meant for another process');
  assert.throws(() => listenTarget({ LISTEN_FDS: 'x', LISTEN_PID: '42' }, 42, settings), /LISTEN_FDS must be the number of sockets/);
  assert.throws(() => listenTarget({ LISTEN_FDS: '2', LISTEN_PID: '42' }, 42, settings), /one ListenStream=/);
  const env: Record<string, string | undefined> = { LISTEN_FDS: '1', LISTEN_PID: '42', LISTEN_FDNAMES: 'web', KEEP: 'x' };
  forgetListenVariables(env);
  assert.equal(env, { KEEP: 'x' });
});

test.run();
