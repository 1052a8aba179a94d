// The production server needs only the runtime dependencies: its bundle imports Node's modules,
// express and compression, and nothing else (the report's bundle, Node's modules alone); and a
// built site copied to a clean folder with package.json and the lock file, installed with
// `npm ci --omit=dev`, serves the site, reloads a newer build copied beside it (the README's
// "build on one machine, run on another"), and runs `npm run report`.
import { spawn } from 'node:child_process';
import { builtinModules } from 'node:module';
import { cp, mkdir, mkdtemp, readdir, readFile, readlink, rename, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { reportBuildOptions, serverBuildOptions } from '../../src/build/bundle/server-bundle';
import { buildPaths } from '../../src/build/paths';
import { copyProject, removeCopy, repoRoot, runBuild, startServer, type ServerChild } from '../support/project-copy';
import { assetsReferredBy } from '../support/visitor-load';

const packageJson = JSON.parse(await readFile(join(repoRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
const runtimePackages = new Set(Object.keys(packageJson.dependencies));
const isNodeModule = (name: string) => name.startsWith('node:') || builtinModules.includes(name);
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

const bundle = suite('the server bundle');

bundle("esbuild's record of dist/server.mjs lists only Node's modules, express and compression", async () => {
  const options = serverBuildOptions(buildPaths(repoRoot));
  const { metafile } = await esbuild.build({ ...options, write: false, metafile: true });
  const imports = Object.values(metafile!.outputs).flatMap((output) => output.imports.map((imported) => imported.path));
  const packages = new Set(imports.filter((path) => !isNodeModule(path)).map(packageOf));
  assert.equal([...packages].sort(), ['compression', 'express']);
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
  const outside = (await importsOf('server.mjs')).filter((specifier) => !isNodeModule(specifier) && !['express', 'compression'].includes(packageOf(specifier)));
  assert.equal(outside, []);
  assert.equal((await importsOf('report.mjs')).filter((specifier) => !isNodeModule(specifier)), []);
});

bundle.run();

const install = suite<{ builder: string; runtime: string; server: ServerChild }>('npm ci --omit=dev, then node dist/server.mjs');

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
  const first = await runBuild(builder, { SPONSOR: 'primeiro' });
  assert.is(first.code, 0, first.stderr);
  for (const file of ['package.json', 'package-lock.json']) await cp(join(repoRoot, file), join(runtime, file));
  await shipLiveBuild(builder, runtime);

  const installed = await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], runtime);
  assert.is(installed.code, 0, installed.output);
  const modules = await readdir(join(runtime, 'node_modules'));
  for (const devOnly of ['esbuild', 'typescript', 'playwright', 'sharp', 'uvu']) assert.not.ok(modules.includes(devOnly), `${devOnly} was installed`);

  context.server = startServer(runtime);
  const url = String((await context.server.waitFor('listening')).url);
  const home = await fetch(`${url}/`);
  const oldPage = await home.text();
  assert.is(home.status, 200);
  assert.match(oldPage, /sponsor=primeiro"/);
  assert.is((await fetch(`${url}/bio`)).status, 200);
  assert.is((await fetch(`${url}/nao-existe`)).status, 404);

  const second = await runBuild(builder, { SPONSOR: 'segundo' });
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
  await writeFile(log, '203.0.113.0 - - [22/Nov/2026:10:00:00 -0300] "POST /ping/bio/whatsapp HTTP/1.1" 204 0 "-" "Mozilla/5.0"\n');
  const report = await run('npm', ['run', '--silent', 'report', '--', log], runtime);
  assert.is(report.code, 0, report.output);
  assert.match(report.output, /bio\/whatsapp\s+\/bio\s+1\n/);
});

install.run();
