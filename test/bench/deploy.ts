// The deploy figure: in a scratch copy of the project, the production server runs under 10
// visitors in a loop (each loads a page, then the hashed files it refers to); the site is rebuilt
// with another SPONSOR and the server gets SIGHUP. It reports the requests made during the
// rebuild + reload, those that failed and the asset 404s (both must be 0), and the time from
// SIGHUP to the first page of the new build. Then 10 more builds, each with another sponsor, so
// 10 builds' files are retained, a reload, every retained file fetched once, and the server's RSS.
// Standalone: node --import ./test/support/register.mjs test/bench/deploy.ts
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { formatTable } from '../../src/builder/output/sizes';
import { copyProject, realLeads, removeCopy, runBuild } from '../support/project-copy';
import { startVisitors } from '../support/visitor-load';
import { memoryOf, startServerProcess, type ServerProcess } from './processes';

export interface DeployFigures {
  visitors: number;
  requests: number;
  pages: number;
  failures: number;
  failureKinds: Record<string, number>;
  asset404s: number;
  rebuildMs: number;
  /** From SIGHUP to the first page answered by the new build. */
  sighupToNewBuildMs: number;
  /** RSS after start-up and a first round of requests, one build. */
  rssOneBuild: number | null;
  retainedBuilds: number;
  retainedFiles: number;
  /** RSS after reloading onto a build that retains `retainedBuilds` builds' files, each fetched once. */
  rssRetained: number | null;
}

const visitors = 10;
const retainedBuilds = 10;

async function buildOrThrow(copy: string, sponsor: string): Promise<number> {
  const started = performance.now();
  const result = await runBuild(copy, { ...realLeads, SPONSOR: sponsor });
  if (result.code !== 0) throw new Error(`build with SPONSOR=${sponsor} failed:\n${result.stderr}`);
  return performance.now() - started;
}

async function reloadAndWait(server: ServerProcess, sponsor: string): Promise<number> {
  const started = performance.now();
  server.child.kill('SIGHUP');
  for (;;) {
    const page = await (await fetch(`${server.url}/`)).text();
    if (page.includes(`sponsor=${sponsor}"`)) return performance.now() - started;
    if (performance.now() - started > 10_000) throw new Error(`the new build (SPONSOR=${sponsor}) did not answer within 10 s of SIGHUP`);
    await delay(2);
  }
}

export async function measureDeploy(progress: (message: string) => void): Promise<DeployFigures> {
  const copy = await copyProject('bench-deploy-');
  let server: ServerProcess | undefined;
  try {
    progress('deploy: first build');
    await buildOrThrow(copy, 'bench-0');
    server = await startServerProcess(join(copy, 'dist', 'server.mjs'), [], { cwd: copy, env: { SITE_ENV_FILE: '/dev/null' } });
    const load = startVisitors(server.url, { visitors, paths: ['/', '/bio'], pauseMs: 20, keepAlive: true });
    await delay(1_000);
    const rssOneBuild = memoryOf(server.pid)?.rss ?? null;
    progress('deploy: rebuild and SIGHUP under load');
    const rebuildMs = await buildOrThrow(copy, 'bench-1');
    const sighupToNewBuildMs = await reloadAndWait(server, 'bench-1');
    await delay(1_000);
    const result = await load.stop();

    for (let i = 2; i <= retainedBuilds + 1; i++) {
      progress(`deploy: build ${i - 1} of ${retainedBuilds} for the retention figure`);
      await buildOrThrow(copy, `bench-${i}`);
    }
    await reloadAndWait(server, `bench-${retainedBuilds + 1}`);
    const rules = JSON.parse(await readFile(join(copy, 'dist', 'headers.json'), 'utf8')) as { retainedFiles: Record<string, string> };
    for (const path of Object.keys(rules.retainedFiles)) {
      const response = await fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'br' } });
      if (response.status !== 200) throw new Error(`retained ${path} answered ${response.status}`);
      await response.arrayBuffer();
    }
    return {
      visitors,
      requests: result.requests,
      pages: result.pages,
      failures: result.failures,
      failureKinds: result.failureKinds,
      asset404s: result.asset404s.length,
      rebuildMs,
      sighupToNewBuildMs,
      rssOneBuild,
      retainedBuilds,
      retainedFiles: Object.keys(rules.retainedFiles).length,
      rssRetained: memoryOf(server.pid)?.rss ?? null,
    };
  } finally {
    await server?.stop();
    await removeCopy(copy);
  }
}

const mb = (bytes: number | null) => (bytes === null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

export function deploySection(figures: DeployFigures): string[] {
  const text = 'Deploy: rebuild with another SPONSOR + SIGHUP, under load';
  return [
    `\n${text}\n${'='.repeat(text.length)}`,
    `${figures.visitors} visitors in a loop on loopback, each loading a page and, 20 ms later, the hashed files it refers to.`,
    formatTable(
      ['figure', 'value', 'target', 'status'],
      [
        ['requests during the rebuild and reload', figures.requests.toLocaleString('en-US'), '', ''],
        ['failed requests', `${figures.failures}${figures.failures ? ` ${JSON.stringify(figures.failureKinds)}` : ''}`, '0', figures.failures === 0 ? 'met' : 'MISSED'],
        ['404s for assets a served page referred to', String(figures.asset404s), '0', figures.asset404s === 0 ? 'met' : 'MISSED'],
        ['rebuild (npm run build), wall time', ms(figures.rebuildMs), '', ''],
        ['SIGHUP to the first page of the new build', ms(figures.sighupToNewBuildMs), '', ''],
        ['server RSS, one build', mb(figures.rssOneBuild), '', ''],
        [`server RSS, ${figures.retainedBuilds} builds retained (${figures.retainedFiles} files, each fetched)`, mb(figures.rssRetained), '', ''],
      ],
    ),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await measureDeploy((message) => process.stderr.write(`[bench] ${message}\n`));
  console.log(deploySection(figures).join('\n'));
  process.exit(figures.failures === 0 && figures.asset404s === 0 ? 0 : 1);
}
