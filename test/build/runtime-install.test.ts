// The production server needs only the runtime dependencies: its bundle imports Node's modules,
// express, compression and the libraries of theirs it calls, and nothing else (the report's bundle,
// Node's modules alone); `npm ci --omit=dev` installs exactly the packages listed below (no React);
// and a built site copied to a clean folder with package.json and the lock file, so installed,
// serves the site, reloads a newer build copied beside it (the README's
// "build on one machine, run on another"), and runs `npm run report`.
import { spawn } from 'node:child_process';
import { builtinModules } from 'node:module';
import { cp, mkdir, mkdtemp, readdir, readFile, readlink, rename, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { reportBuildOptions, serverBuildOptions } from '../../src/builder/bundle/server-bundle';
import { buildPaths } from '../../src/builder/paths';
import { copyProject, realLeads, removeCopy, repoRoot, runBuild } from '../support/project-copy';
import { spawnServer, type ServerProcess } from '../support/serve';
import { assetsReferredBy } from '../support/visitor-load';

const packageJson = JSON.parse(await readFile(join(repoRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
const runtimePackages = new Set(Object.keys(packageJson.dependencies));
const isNodeModule = (name: string) => name.startsWith('node:') || builtinModules.includes(name);
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** express and compression, and the five of their libraries the server calls itself. */
const serverImports = ['compression', 'express', 'fresh', 'ipaddr.js', 'negotiator', 'proxy-addr', 'range-parser'];

/**
 * What `npm ci --omit=dev` installs, as paths under node_modules: express, compression and their
 * own dependencies (compression's debug@2 folded into express's debug@4 by the override). Read
 * from a clean install on 2026-11-24 (`npm ls --omit=dev --all --parseable`); a new runtime
 * package, or React back among them, fails here.
 */
const runtimeTree = [
  'accepts', 'accepts/node_modules/negotiator', 'async-function', 'async-generator-function', 'body-parser', 'bytes',
  'call-bind-apply-helpers', 'call-bound', 'compressible', 'compression', 'content-disposition', 'content-type', 'cookie',
  'cookie-signature', 'debug', 'depd', 'destroy', 'dunder-proto', 'ee-first', 'encodeurl', 'es-define-property', 'es-errors',
  'es-object-atoms', 'escape-html', 'etag', 'express', 'finalhandler', 'forwarded', 'fresh', 'function-bind', 'generator-function',
  'get-intrinsic', 'get-proto', 'gopd', 'has-symbols', 'hasown', 'http-errors', 'iconv-lite', 'inherits', 'ipaddr.js',
  'is-promise', 'math-intrinsics', 'media-typer', 'merge-descriptors', 'mime-db', 'mime-types', 'ms', 'negotiator',
  'object-inspect', 'on-finished', 'on-headers', 'once', 'parseurl', 'path-to-regexp', 'proxy-addr', 'qs', 'range-parser',
  'raw-body', 'router', 'safe-buffer', 'safer-buffer', 'send', 'serve-static', 'setprototypeof', 'side-channel',
  'side-channel-list', 'side-channel-map', 'side-channel-weakmap', 'statuses', 'toidentifier', 'type-is', 'unpipe', 'vary', 'wrappy',
];

/** Every package folder under `modules` (scoped and nested ones too), relative to it. */
async function installedPackages(modules: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(modules, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const path = join(modules, entry.name);
    if (entry.name.startsWith('@')) {
      found.push(...(await installedPackages(path, `${prefix}${entry.name}/`)));
      continue;
    }
    found.push(`${prefix}${entry.name}`);
    const nested = await readdir(join(path, 'node_modules')).catch(() => null);
    if (nested) found.push(...(await installedPackages(join(path, 'node_modules'), `${prefix}${entry.name}/node_modules/`)));
  }
  return found;
}

const bundle = suite('the server bundle');

bundle("esbuild's record of dist/server.mjs lists only Node's modules, express, compression and their libraries", async () => {
  const options = serverBuildOptions(buildPaths(repoRoot));
  const { metafile } = await esbuild.build({ ...options, write: false, metafile: true });
  const imports = Object.values(metafile!.outputs).flatMap((output) => output.imports.map((imported) => imported.path));
  const packages = new Set(imports.filter((path) => !isNodeModule(path)).map(packageOf));
  assert.equal([...packages].sort(), serverImports);
  for (const name of packages) assert.ok(runtimePackages.has(name), `${name} is not a runtime dependency`);
});

bundle("esbuild's record of dist/report.mjs lists only Node's modules", async () => {
  const { metafile } = await esbuild.build({ ...reportBuildOptions(buildPaths(repoRoot)), write: false, metafile: true });
  const imports = Object.values(metafile!.outputs).flatMap((output) => output.imports.map((imported) => imported.path));
  assert.ok(imports.length >= 3, `found ${imports.length} imports`);
  assert.equal(imports.filter((path) => !isNodeModule(path)), []);
});

const importsOf = async (file: string) => {
  const source = await readFile(join(repoRoot, 'dist', file), 'utf8');
  const specifiers = [...source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*"([^"]+)"|import\(\s*"([^"]+)"\s*\)|(?:^|\n)\s*import\s*"([^"]+)"/g)].map((match) => match[1] ?? match[2] ?? match[3]!);
  assert.ok(specifiers.length >= 3, `found ${specifiers.length} imports in ${file}: is the pattern reading the file?`);
  return specifiers;
};

bundle('the built dist/server.mjs imports only those, and dist/report.mjs only Node\'s modules', async () => {
  const outside = (await importsOf('server.mjs')).filter((specifier) => !isNodeModule(specifier) && !serverImports.includes(packageOf(specifier)));
  assert.equal(outside, []);
  assert.equal((await importsOf('report.mjs')).filter((specifier) => !isNodeModule(specifier)), []);
});

bundle.run();

const install = suite<{ builder: string; runtime: string; server: ServerProcess }>('npm ci --omit=dev, then node dist/server.mjs');

install.before(async (context) => {
  context.builder = await copyProject('runtime-build-');
  context.runtime = await mkdtemp(join(tmpdir(), 'runtime-run-'));
});
install.after(async ({ builder, runtime, server }) => {
  server?.process.kill('SIGKILL');
  if (builder) await removeCopy(builder);
  if (runtime) await removeCopy(runtime);
});

function run(command: string, args: string[], cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, npm_config_update_notifier: 'false' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** Copies the builder's live build folder to the runtime folder and points its dist link at it, atomically (as rsync then ln -sfn would). */
async function shipLiveBuild(builder: string, runtime: string): Promise<void> {
  const buildFolder = await readlink(join(builder, 'dist'));
  await mkdir(join(runtime, '.dist-builds'), { recursive: true });
  await cp(join(builder, buildFolder), join(runtime, buildFolder), { recursive: true });
  await symlink(buildFolder, join(runtime, 'dist.next'));
  await rename(join(runtime, 'dist.next'), join(runtime, 'dist'));
}

install('serves /, /bio and a 404, and after a reload to a newer build, the old page\'s hashed files', async (context) => {
  const { builder, runtime } = context;
  const first = await runBuild(builder, { ...realLeads, SPONSOR: 'primeiro' });
  assert.is(first.code, 0, first.stderr);
  for (const file of ['package.json', 'package-lock.json']) await cp(join(repoRoot, file), join(runtime, file));
  await shipLiveBuild(builder, runtime);

  const installed = await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], runtime);
  assert.is(installed.code, 0, installed.output);
  assert.equal((await installedPackages(join(runtime, 'node_modules'))).sort(), runtimeTree);

  context.server = spawnServer({ project: runtime });
  const url = await context.server.url();
  const home = await fetch(`${url}/`);
  const oldPage = await home.text();
  assert.is(home.status, 200);
  assert.match(oldPage, /sponsor=primeiro"/);
  assert.is((await fetch(`${url}/bio`)).status, 200);
  assert.is((await fetch(`${url}/nao-existe`)).status, 404);

  const second = await runBuild(builder, { ...realLeads, SPONSOR: 'segundo' });
  assert.is(second.code, 0, second.stderr);
  await shipLiveBuild(builder, runtime);
  const linesBefore = context.server.lines().length;
  context.server.process.kill('SIGHUP');
  await context.server.waitFor('reloaded', linesBefore);

  assert.match(await (await fetch(`${url}/`)).text(), /sponsor=segundo"/);
  const newAssets = assetsReferredBy(await (await fetch(`${url}/`)).text());
  const superseded = assetsReferredBy(oldPage).filter((asset) => !newAssets.includes(asset));
  assert.ok(superseded.length > 0, 'the second build should have replaced a hashed file (the sponsor is in the app chunk)');
  for (const asset of superseded) assert.is((await fetch(`${url}${asset}`)).status, 200, `retained ${asset}`);

  const log = join(runtime, 'access.log');
  // A click after its visitor's view of /bio (the report counts no click an address's views cannot explain).
  const visit = (request: string, status: number) => `203.0.113.0 - - [22/Nov/2026:10:00:00 -0300] "${request}" ${status} 0 "-" "Mozilla/5.0"\n`;
  await writeFile(log, visit('GET /bio HTTP/1.1', 200) + visit('POST /ping/bio/whatsapp HTTP/1.1', 204));
  const report = await run('npm', ['run', '--silent', 'report', '--', log], runtime);
  assert.is(report.code, 0, report.output);
  // The button and its page in words (bio/whatsapp on /bio).
  assert.match(report.output, /Bio: WhatsApp\s+bio\s+1\n/);
});

install.run();
