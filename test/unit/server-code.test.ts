// A reload keeps the code the server started with, so a build whose server code differs from the
// live build's must end by saying "restart" (systemctl restart ozonteck), never "reload": the
// server's code is its bundle and the runtime packages it loads, not the dev tools. Builds are
// folders written here by hand: a build.json, a server.mjs and the project's package-lock.json.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { verdictLines } from '../../src/builder/output/verdict';
import { goLiveAdvice } from '../../src/builder/store/build-report';
import { recordServerCode, serverCodeDiffers } from '../../src/builder/store/server-code';
import { useLanguage } from '../../src/messages/language';
import { siteConfigFrom } from '../../src/settings/links';
import { parseSiteSettings } from '../../src/settings/settings';

useLanguage('en');

const lock = (express: string, typescript: string) => JSON.stringify({
  lockfileVersion: 3,
  packages: {
    '': { name: 'ozonteck-site' },
    'node_modules/express': { version: express },
    'node_modules/typescript': { version: typescript, dev: true },
  },
});

/** A project folder holding `lockFile`, and in it a build whose server.mjs is `bundle` (none: null). */
function buildOf(parent: string, name: string, bundle: string | null, lockFile: string): string {
  const root = join(parent, `${name}-project`);
  const dir = join(root, 'build');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(root, 'package-lock.json'), lockFile);
  writeFileSync(join(dir, 'build.json'), JSON.stringify({ format: 2, builtAt: '2026-11-28T01:30:00Z' }));
  if (bundle !== null) writeFileSync(join(dir, 'server.mjs'), bundle);
  return dir;
}

/** `check` given a maker of builds, each with its code recorded unless `record` is false. */
async function withBuilds(check: (make: (name: string, bundle: string | null, lockFile?: string, record?: boolean) => Promise<string>) => Promise<void>) {
  const parent = mkdtempSync(join(tmpdir(), 'server-code-'));
  try {
    await check(async (name, bundle, lockFile = lock('5.1.0', '5.9.0'), record = true) => {
      const dir = buildOf(parent, name, bundle, lockFile);
      if (record && bundle !== null) await recordServerCode(dir, join(dir, '..'));
      return dir;
    });
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
}

test('the same bundle and runtime packages: no restart; another bundle or runtime package: restart', async () => {
  await withBuilds(async (make) => {
    const live = await make('live', 'export const a = 1;\n');
    assert.match(JSON.parse(readFileSync(join(live, 'build.json'), 'utf8')).serverCode, /^[0-9a-f]{64}$/, 'build.json records the code');
    assert.is(await serverCodeDiffers(live, await make('same', 'export const a = 1;\n')), false);
    assert.is(await serverCodeDiffers(live, await make('new-bundle', 'export const a = 2;\n')), true);
    assert.is(await serverCodeDiffers(live, await make('new-express', 'export const a = 1;\n', lock('5.2.0', '5.9.0'))), true);
    // A dev tool the server never loads is no server code.
    assert.is(await serverCodeDiffers(live, await make('new-typescript', 'export const a = 1;\n', lock('5.1.0', '6.0.0'))), false);
  });
});

test('a live build made before builds recorded their code is compared by its server.mjs; one without any differs', async () => {
  await withBuilds(async (make) => {
    const old = await make('old', 'export const a = 1;\n', undefined, false);
    assert.is(await serverCodeDiffers(old, await make('same', 'export const a = 1;\n')), false);
    assert.is(await serverCodeDiffers(old, await make('other', 'export const a = 2;\n')), true);
    assert.is(await serverCodeDiffers(await make('none', null), await make('any', 'export const a = 1;\n')), true);
  });
});

const real = { SITE_URL: 'https://negocios-maria.com.br', SPONSOR: 'maria.souza', REGISTER_URL: 'https://escritorio.ozonteck-teste.com.br/cadastro', WHATSAPP_NUMBER: '5551987654321' };

test("the verdict's last line says restart when the server's code changed, and nothing says reload", () => {
  const parsed = parseSiteSettings(real);
  const input = { ...parsed, config: siteConfigFrom(parsed.settings, 2026), warnings: ['Warning: something above.'] };
  const restart = verdictLines({ ...input, restart: true });
  assert.match(restart.at(-1)!, /^RESTART the server: systemctl restart ozonteck \(without systemd: stop it and run node dist\/server\.mjs\)\./);
  assert.match(restart[1]!, /^READY with your settings; live once the server restarts \(systemctl restart ozonteck\)/);
  assert.not.match(restart.join('\n'), /systemctl reload/);
  assert.not.match(goLiveAdvice(true), /systemctl reload/);
  assert.match(goLiveAdvice(true), /systemctl restart ozonteck/);
  const reload = verdictLines(input);
  assert.is(reload.at(-1), '  - Warning: something above.');
  assert.match(reload[1]!, /systemctl reload ozonteck/);
  assert.match(goLiveAdvice(false), /^Visitors get it once the server reloads: systemctl reload ozonteck/);
});

test('in Portuguese, the default: "REINICIE o servidor"', () => {
  useLanguage('pt-BR');
  try {
    const parsed = parseSiteSettings(real);
    const lines = verdictLines({ ...parsed, config: siteConfigFrom(parsed.settings, 2026), warnings: [], restart: true });
    assert.match(lines.at(-1)!, /^REINICIE o servidor: systemctl restart ozonteck .*um reload deixaria o servidor antigo servindo as páginas novas\.$/);
  } finally {
    useLanguage('en');
  }
});

test.run();
