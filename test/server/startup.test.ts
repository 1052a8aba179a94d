// Start-up as an operator meets it: the built server and the build as real processes, with good
// and bad environments.
import { copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { realLeads, runBuild } from '../support/project-copy';
import { distDir, serve, spawnServer } from '../support/serve';
import { requireTestBuild } from '../support/test-site';

requireTestBuild(distDir);

const startup = suite('start-up and configuration');
const root = join(distDir, '..');

/**
 * The built server (of `project`, this checkout by default) with only `env`, PORT and HOST
 * included: until it exits (a server that listens instead is stopped, its code 'listening'), or
 * with `whileUp`, until it listens, then whileUp runs with its address and the server is stopped.
 */
async function serveBuilt(env: Record<string, string>, whileUp?: (url: string) => Promise<void> | void, project?: string) {
  const server = spawnServer({ project, env: { PORT: undefined, HOST: undefined, ...env } });
  try {
    let code;
    if (whileUp) {
      await whileUp(await server.url());
      code = await server.stop();
    } else code = await Promise.race([server.exit, server.url().then(() => 'listening')]);
    return { code, output: server.output(), lines: server.lines() };
  } finally {
    await server.stop();
  }
}
const listens = () => {};

startup('the server starts on PORT/HOST and prints the address and the settings it serves (no secrets)', async () => {
  const result = await serveBuilt({ PORT: '0', HOST: '127.0.0.1' }, listens);
  const listening = result.lines.find((line) => line.msg === 'listening')!;
  assert.match(String(listening.url), /^http:\/\/127\.0\.0\.1:\d+$/);
  assert.equal(listening.settings, {
    sponsor: 'demo',
    registerUrl: 'https://cadastro.ozonteck.example/register',
    whatsappNumber: '5551999999999',
    socialProof: true,
    hsts: false,
  });
  assert.ok(listening.build);
});

startup("TZ unset: the access log is written on Brasília's clock, as the report and status read dates", async () => {
  const result = await serveBuilt({ PORT: '0', HOST: '127.0.0.1', ACCESS_LOG: 'stdout' }, async (url) => {
    await fetch(`${url}/bio`);
  });
  const logged = result.output.split('\n').find((line) => line.includes('"GET /bio HTTP/1.1" 200'));
  assert.ok(logged, result.output);
  assert.match(logged, /^\S+ - - \[\d{2}\/\w{3}\/\d{4}:\d{2}:\d{2}:\d{2} -0300\] /);
});

startup('SIGTERM stops the server cleanly with exit code 0', async () => {
  const result = await serveBuilt({ PORT: '0' }, listens);
  assert.is(result.code, 0);
  assert.match(result.output, /"msg":"shutting down"/);
});

for (const [name, value, message] of [
  ['PORT', 'http', /PORT must be a whole number from 0 to 65535/],
  ['HOST', 'not a host', /HOST must be an IP address or host name/],
  // Node would run in UTC without a word: the access log's times would be three hours off.
  ['TZ', 'America/Sao Paulo', /TZ \\"America\/Sao Paulo\\" is not a time zone of the list.*Did you mean America\/Sao_Paulo\?/],
] as const) {
  startup(`a bad ${name} stops the server with a message naming it and the expected form`, async () => {
    const result = await serveBuilt({ PORT: '0', [name]: value });
    assert.is(result.code, 1);
    assert.match(result.output, message);
  });
}

for (const [name, value, message] of [
  ['SPONSOR', 'two words', /^In the command's environment \(not in site\/site\.env\): SPONSOR must be 1 to 64 unaccented letters/],
  ['WHATSAPP_NUMBER', '+55 (51) 9999', /^In the command's environment \(not in site\/site\.env\): WHATSAPP_NUMBER "\+55 \(51\) 9999": after 55 and the DDD come 9 digits/],
] as const) {
  startup(`a bad ${name} (read by the build only) does not stop the server: it warns, naming it, and serves the live build`, async () => {
    const result = await serveBuilt({ PORT: '0', ...realLeads, [name]: value }, listens);
    const warning = result.lines.find((line) => String(line.msg).includes('the next build will refuse'));
    assert.ok(warning, result.output);
    assert.match(String(warning.problem), message);
    assert.match(String(warning.problem), /The next build will refuse this; the live build keeps serving\.$/);
    assert.match(result.output, /"msg":"listening"/);
  });
}

startup('site settings that differ from the build are reported: rebuild to apply', async () => {
  const result = await serveBuilt({ PORT: '0', ...realLeads }, listens);
  assert.match(result.output, /rebuild to apply.*"variables":\["SPONSOR","REGISTER_URL","WHATSAPP_NUMBER"\]/);
});

startup('a missing build refuses to start and says to run the build', async () => {
  // A dist/ holding only the server (its packages reached through a node_modules link).
  const scratch = await mkdtemp(join(tmpdir(), 'no-build-'));
  try {
    await mkdir(join(scratch, 'dist'));
    await copyFile(join(distDir, 'server.mjs'), join(scratch, 'dist', 'server.mjs'));
    await symlink(join(root, 'node_modules'), join(scratch, 'node_modules'));
    const result = await serveBuilt({ PORT: '0' }, undefined, scratch);
    assert.is(result.code, 1);
    assert.match(result.output, /No build found .*Run \\"npm run build\\" first/);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
});

/** A site folder of its own holding `settings` as site.env, for one run. */
async function withSiteFolder(settings: string, check: (siteDir: string) => Promise<void>): Promise<void> {
  const siteDir = await mkdtemp(join(tmpdir(), 'startup-site-'));
  try {
    await writeFile(join(siteDir, 'site.env'), settings);
    await check(siteDir);
  } finally {
    await rm(siteDir, { recursive: true, force: true });
  }
}

startup("a bad server setting in the settings file stops the server naming the file's line, the message in the log line's text", async () => {
  await withSiteFolder('# servidor\nHSTS=talvez\n', async (siteDir) => {
    const result = await serveBuilt({ PORT: '0', SITE_DIR: siteDir });
    assert.is(result.code, 1);
    const error = result.lines.find((line) => line.level === 'error')!;
    assert.match(String(error.msg), /site\.env, line 2: HSTS must be "on" or "off" \(also sim\/não, yes\/no, true\/false, 1\/0\) \(got "talvez"\)\.$/);
    assert.is(error.text, error.msg);
  });
});

startup('HSTS=sim (a switch in the operator\'s words) starts the server with HSTS on, and its pages carry the header', async () => {
  await withSiteFolder('HSTS=sim\n', async (siteDir) => {
    let header: string | null = null;
    const result = await serveBuilt({ PORT: '0', HOST: '127.0.0.1', SITE_DIR: siteDir }, async (url) => {
      header = (await fetch(`${url}/bio`)).headers.get('strict-transport-security');
    });
    const listening = result.lines.find((line) => line.msg === 'listening');
    assert.ok(listening, result.output);
    assert.is((listening.settings as { hsts: boolean }).hsts, true);
    assert.match(String(header), /^max-age=\d+/);
  });
});

startup('a port already in use is named in a clear message, with a non-zero exit', async () => {
  const blocker = await serve();
  const port = new URL(blocker.url).port;
  try {
    const result = await serveBuilt({ PORT: port, HOST: '127.0.0.1' });
    assert.is(result.code, 1);
    assert.match(result.output, new RegExp(`Port ${port} on 127\\.0\\.0\\.1 is already in use. Stop the other process or set PORT \\(set in the command's environment`));
    // Read from the settings file: the message names its line.
    await withSiteFolder(`HOST=127.0.0.1\nPORT=${port}\n`, async (siteDir) => {
      const fromFile = await serveBuilt({ SITE_DIR: siteDir });
      assert.match(fromFile.output, new RegExp(`already in use\\. Stop the other process or set PORT \\([^)]*site\\.env, line 2\\)\\.`));
    });
  } finally {
    await blocker.close();
  }
});

startup('a bad site setting stops the build with a message naming the variable', async () => {
  const result = await runBuild(root, { REGISTER_URL: 'cadastro.com/register' });
  assert.is(result.code, 1);
  assert.match(result.stderr, /Build stopped: In the command's environment \(not in site\/site\.env\): REGISTER_URL must be the absolute http\(s\) address of your registration page/);
});

startup.run();
