// Atomic builds and settings that survive deploys, as an operator meets them: real `build.ts`
// runs in a scratch copy of the project. A failed build must leave dist/ byte-identical; a build
// without the settings must not replace a live build made with real ones; site.env is read by the
// build and the server, with the command's environment winning.
import { existsSync } from 'node:fs';
import { cp, lstat, readFile, readdir, readlink, realpath, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyProject, realLeads, removeCopy, runBuild, snapshotDist, writeSettings } from '../support/project-copy';
import { spawnServer, type ServerProcess } from '../support/serve';

const realSettings = {
  SITE_URL: 'https://negocios-maria.com.br',
  ...realLeads,
};

const builds = suite<{ copy: string; servers: ServerProcess[] }>('deploys: atomic builds and the settings file');

builds.before(async (context) => {
  context.servers = [];
  context.copy = await copyProject('deploy-build-');
  const first = await runBuild(context.copy, realSettings);
  assert.is(first.code, 0, first.stderr);
});
builds.after(async ({ copy, servers }) => {
  for (const server of servers) server.process.kill('SIGKILL');
  if (copy) await removeCopy(copy);
});

const builtSettings = async (copy: string) => JSON.parse(await readFile(join(copy, 'dist', 'build.json'), 'utf8'));
const storeEntries = async (copy: string) => (await readdir(join(copy, '.dist-builds'))).sort();

/** Runs `breakIt` on the copy's sources, builds, restores the sources, and checks dist/ is untouched. */
async function failingBuildLeavesDistAlone(copy: string, file: string, breakIt: (source: string) => string, expectedError: RegExp) {
  const before = await snapshotDist(copy);
  const storeBefore = await storeEntries(copy);
  const path = join(copy, file);
  const source = await readFile(path, 'utf8');
  const broken = breakIt(source);
  assert.is.not(broken, source, `the planted fault did not apply to ${file}`);
  await writeFile(path, broken);
  try {
    const result = await runBuild(copy, realSettings);
    assert.is.not(result.code, 0, 'the broken build succeeded');
    assert.match(result.stdout + result.stderr, expectedError);
    assert.match(result.stderr, /Build failed: dist\/ is unchanged\./);
  } finally {
    await writeFile(path, source);
  }
  assert.equal(await snapshotDist(copy), before, 'dist/ changed');
  assert.equal(await storeEntries(copy), storeBefore, 'the failed build left a folder behind');
}

builds('a build that does not compile leaves dist/ byte-identical', async ({ copy }) => {
  await failingBuildLeavesDistAlone(copy, 'src/app/pages/bio/BioPage.tsx', (source) => `${source}\nexport const broken = ;\n`, /Unexpected ";"/);
});

builds('a build that fails while writing the site (a page throws when prerendered) leaves dist/ byte-identical', async ({ copy }) => {
  await failingBuildLeavesDistAlone(
    copy,
    'src/app/pages/bio/BioPage.tsx',
    (source) => source.replace('export function BioPage() {', "export function BioPage() {\n  throw new Error('planted render failure');"),
    /planted render failure/,
  );
});

builds('a bad setting stops the build before anything is written', async ({ copy }) => {
  const before = await snapshotDist(copy);
  const result = await runBuild(copy, { ...realSettings, ASSET_RETENTION_DAYS: 'uma semana' });
  assert.is(result.code, 1);
  assert.match(result.stderr, /Build stopped: In the command's environment \(not in site\/site\.env\): ASSET_RETENTION_DAYS must be a whole number of days from 0 to 365/);
  assert.equal(await snapshotDist(copy), before);
});

builds('a build without the settings refuses to replace a live build made with real ones', async ({ copy }) => {
  const before = await snapshotDist(copy);
  const result = await runBuild(copy, {});
  assert.is(result.code, 1);
  assert.match(result.stderr, /There is no site\/site\.env: none of your settings were read\./, 'the missing file is named');
  assert.match(result.stderr, /Build stopped: the live build uses your real SITE_URL, SPONSOR, REGISTER_URL, WHATSAPP_NUMBER, but this build has no value for them/);
  assert.match(result.stderr, /REPLACE_REAL_SETTINGS_WITH_DEMO=yes/);
  assert.equal(await snapshotDist(copy), before, 'dist/ changed');
  // A missing lead setting stops on its own (live means all three); a missing SITE_URL is refused by this guard.
  const { WHATSAPP_NUMBER: _number, ...withoutNumber } = realSettings;
  const oneMissing = await runBuild(copy, withoutNumber);
  assert.is(oneMissing.code, 1);
  assert.match(oneMissing.stderr, /Build stopped: one setting keeps the site from going live with your details:\n {2}- WHATSAPP_NUMBER is not set\./);
  const { SITE_URL: _url, ...withoutUrl } = realSettings;
  const noUrl = await runBuild(copy, withoutUrl);
  assert.is(noUrl.code, 1);
  assert.match(noUrl.stderr, /your real SITE_URL, but this build has no value for it/);
});

builds('REPLACE_REAL_SETTINGS_WITH_DEMO=yes (or the flag) puts demo values live on purpose', async ({ copy }) => {
  const withVariable = await runBuild(copy, { REPLACE_REAL_SETTINGS_WITH_DEMO: 'yes' });
  assert.is(withVariable.code, 0, withVariable.stderr);
  assert.is((await builtSettings(copy)).settings.sponsor, 'demo');
  // Demo over demo needs no override; real again, then the flag.
  assert.is((await runBuild(copy, realSettings)).code, 0);
  const withFlag = await runBuild(copy, {}, ['--replace-real-settings-with-demo']);
  assert.is(withFlag.code, 0, withFlag.stderr);
  assert.is((await builtSettings(copy)).settings.sponsor, 'demo');
});

builds('site/site.env is read by the build; a variable set in the command wins over it', async ({ copy }) => {
  await writeSettings(copy, { ...realSettings, SPONSOR: 'do-arquivo' });
  const fromFile = await runBuild(copy);
  assert.is(fromFile.code, 0, fromFile.stderr);
  const info = await builtSettings(copy);
  assert.is(info.settings.sponsor, 'do-arquivo');
  assert.equal(info.demoDefaultsUsed, []);
  assert.match(fromFile.stdout, /Settings read from site\/site\.env/);

  assert.is((await runBuild(copy, { SPONSOR: 'do-comando' })).code, 0);
  assert.is((await builtSettings(copy)).settings.sponsor, 'do-comando');
});

builds('an empty value in site/site.env is an error naming the variable, not "unset"', async ({ copy }) => {
  const before = await snapshotDist(copy);
  await writeSettings(copy, `SITE_URL=${realSettings.SITE_URL}\nSPONSOR=\n`);
  const result = await runBuild(copy);
  assert.is(result.code, 1);
  assert.match(result.stderr, /Build stopped: site\/site\.env, line 2: SPONSOR is set but empty/);
  assert.equal(await snapshotDist(copy), before);
});

builds("a server setting the next restart would stop on stops the build too, naming its line, though the build itself does not read it", async ({ copy }) => {
  const before = await snapshotDist(copy);
  for (const [line, setting, message] of [
    ['HSTS=talvez', 'HSTS', /HSTS must be "on" or "off" .*\(got "talvez"\)\./],
    ['ACCESS_LOG=access.log', 'ACCESS_LOG', /ACCESS_LOG must be/],
  ] as const) {
    await writeSettings(copy, `${Object.entries(realSettings).map(([name, value]) => `${name}=${value}`).join('\n')}\n${line}\n`);
    const result = await runBuild(copy);
    assert.is(result.code, 1, setting);
    assert.match(result.stderr, new RegExp(`Build stopped: site/site\\.env, line ${Object.keys(realSettings).length + 1}: ${setting} must be`), setting);
    assert.match(result.stderr, message, setting);
    assert.match(result.stderr, /The server reads this setting when it starts and would not start with it: fix it before restarting\./, setting);
  }
  assert.equal(await snapshotDist(copy), before);
});

builds('SITE_ENV_FILE names another settings file; a missing one is an error naming it', async ({ copy }) => {
  const missing = await runBuild(copy, { SITE_ENV_FILE: '/nao/existe/site.env' });
  assert.is(missing.code, 1);
  assert.match(missing.stderr, /Build stopped: SITE_ENV_FILE must name an existing settings file \(got "\/nao\/existe\/site.env"/);
  await writeFile(join(copy, 'producao.env'), Object.entries({ ...realSettings, SPONSOR: 'outro-arquivo' }).map(([name, value]) => `${name}=${value}`).join('\n') + '\n');
  assert.is((await runBuild(copy, { SITE_ENV_FILE: 'producao.env' })).code, 0);
  assert.is((await builtSettings(copy)).settings.sponsor, 'outro-arquivo');
});

builds('the server reads site/site.env too: its settings apply without being in the environment', async (context) => {
  await writeSettings(context.copy, { ...realSettings, SPONSOR: 'outro-arquivo', HSTS: 'on' });
  const server = spawnServer({ project: context.copy });
  context.servers.push(server);
  const listening = await server.waitFor('listening');
  const response = await fetch(`${listening.url}/`);
  assert.is(response.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains');
  assert.ok(server.lines().some((line) => line.msg === 'settings file read'));
  // The file and the build agree: no "rebuild to apply" warning, no demo warning.
  assert.not.ok(server.lines().some((line) => line.level === 'warn'), JSON.stringify(server.lines()));
  await server.stop();
});

builds('retention by file age: superseded 7 days ago or more is pruned, less is kept; 0 keeps none', async ({ copy }) => {
  // Two builds with different sponsors: the first build's changed chunks are retained.
  assert.is((await runBuild(copy, { ...realSettings, SITE_ENV_FILE: 'producao.env', SPONSOR: 'um' })).code, 0);
  assert.is((await runBuild(copy, { ...realSettings, SITE_ENV_FILE: 'producao.env', SPONSOR: 'dois' })).code, 0);
  const historyPath = join(copy, 'dist', 'retained-assets.json');
  const retained = Object.keys(JSON.parse(await readFile(historyPath, 'utf8')));
  assert.ok(retained.length >= 2, `expected at least two retained files, got ${retained.join(', ')}`);
  // Age them: one just past the 7-day window, the others just inside (10 minutes either side).
  const day = 24 * 60 * 60 * 1000;
  const history = Object.fromEntries(
    retained.map((file, index) => [file, { supersededAt: new Date(Date.now() - 7 * day + (index === 0 ? -10 : 10) * 60_000).toISOString() }]),
  );
  await writeFile(historyPath, JSON.stringify(history));
  // A build whose pages refer to the same files as the live one, so only the history decides.
  assert.is((await runBuild(copy, { ...realSettings, SITE_ENV_FILE: 'producao.env', SPONSOR: 'dois' })).code, 0);
  const kept = Object.keys(JSON.parse(await readFile(historyPath, 'utf8'))).sort();
  assert.equal(kept, retained.slice(1).sort());
  const assets = await readdir(join(copy, 'dist', 'assets'));
  assert.not.ok(assets.includes(retained[0]!.slice('assets/'.length)), `${retained[0]} is still in dist/assets`);
  for (const file of kept) assert.ok(assets.includes(file.slice('assets/'.length)), `${file} is missing from dist/assets`);

  assert.is((await runBuild(copy, { ...realSettings, SITE_ENV_FILE: 'producao.env', SPONSOR: 'tres', ASSET_RETENTION_DAYS: '0' })).code, 0);
  assert.equal(JSON.parse(await readFile(historyPath, 'utf8')), {});
  const rules = JSON.parse(await readFile(join(copy, 'dist', 'headers.json'), 'utf8'));
  assert.equal(rules.retainedFiles, {});
  const current = new Set(Object.keys(rules.files).filter((file: string) => file.startsWith('assets/')).map((file: string) => file.slice('assets/'.length)));
  const onDisk = (await readdir(join(copy, 'dist', 'assets'))).filter((file) => !/\.(br|gz)$/.test(file));
  assert.equal(onDisk.sort(), [...current].sort(), 'dist/assets holds exactly the current build');
});

builds('the first build after upgrading replaces a dist/ folder (from before atomic builds) with the link', async ({ copy }) => {
  const live = await realpath(join(copy, 'dist'));
  await rm(join(copy, 'dist'));
  await cp(live, join(copy, 'dist'), { recursive: true });
  await writeFile(join(copy, 'dist', 'marker.txt'), 'the old folder');
  assert.is((await runBuild(copy, { ...realSettings, SITE_ENV_FILE: 'producao.env', SPONSOR: 'quatro' })).code, 0);
  assert.ok((await lstat(join(copy, 'dist'))).isSymbolicLink());
  assert.is((await builtSettings(copy)).settings.sponsor, 'quatro');
  assert.not.ok(existsSync(join(copy, 'dist', 'marker.txt')), 'dist/ still shows the old folder');
  // The old folder went into the store, where, being the oldest, it is the first one pruned.
  assert.is((await storeEntries(copy)).length, 3);
});

builds('a second build while one is running is refused; a lock left by a killed build is taken over', async ({ copy }) => {
  const lock = join(copy, '.dist-builds', '.build.lock');
  const before = await snapshotDist(copy);
  // This test process stands for a build that is running.
  await writeFile(lock, `${process.pid}\n`);
  try {
    const refused = await runBuild(copy, { ...realSettings, SITE_ENV_FILE: 'producao.env' });
    assert.is(refused.code, 1);
    assert.match(refused.stderr, new RegExp(`Build stopped: another build \\(process ${process.pid}\\) is running in this folder`));
    assert.equal(await snapshotDist(copy), before);
    // A pid that no longer runs: the lock is stale.
    await writeFile(lock, '2147483646\n');
    const taken = await runBuild(copy, { ...realSettings, SITE_ENV_FILE: 'producao.env', SPONSOR: 'cinco' });
    assert.is(taken.code, 0, taken.stderr);
    assert.not.ok(existsSync(lock), 'the lock was not released');
  } finally {
    await rm(lock, { force: true });
  }
});

builds('the store keeps the live build and the two before it; dist is a relative link', async ({ copy }) => {
  const entries = await storeEntries(copy);
  assert.is(entries.length, 3, entries.join(', '));
  assert.not.ok(entries.some((name) => name.endsWith('.partial')));
  assert.is(await readlink(join(copy, 'dist')), `.dist-builds/${entries[2]}`);
});

builds.run();
