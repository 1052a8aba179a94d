// Lighthouse 13's mobile profile (simulated throttling) on /, /bio, the 404 page, the React floor and
// the build BENCH_BEFORE names (its /, see before-build.ts; BENCH_BEFORE=none skips it), interleaved
// (the 404 page with --ignore-status-code: Lighthouse refuses a 404 answer otherwise),
// so a noisy spell on the shared machine lands on all alike. Runs `npx lighthouse@13` (not a
// dependency: npx fetches it) against Debian's Chromium; prints each run and the medians, with the
// pictures each load requested (and how many of them are the carousel's earnings pictures).
//   node --import ./test/support/register.mjs test/bench/lighthouse.ts [runs=3]
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from '../support/chromium';
import { beforeCommitFromEnv, prepareBeforeBuild } from './before-build';
import { startServerProcess } from './processes';
import { startReactFloor } from './react-floor';

const root = join(import.meta.dirname, '..', '..');
const runs = Number(process.argv[2] ?? 3);
const flags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

interface Figures {
  score: number;
  tbt: number;
  fcp: number;
  lcp: number;
  bytes: number;
  images: number;
  earnings: number;
}

function lighthouse(url: string, output: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['-y', 'lighthouse@13', url, '--quiet', `--chrome-flags=${flags}`, '--only-categories=performance', '--ignore-status-code', '--output=json', `--output-path=${output}`], {
      env: { ...process.env, CHROME_PATH: findChromium() ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code} for ${url}`))));
  });
}

async function measure(url: string): Promise<Figures> {
  const output = join(tmpdir(), `lighthouse-${process.pid}.json`);
  // Lighthouse now and then loses its own trace (NO_NAVSTART): such a run is run again, not counted.
  for (let attempt = 1; ; attempt++) {
    try {
      await lighthouse(url, output);
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  (${(error as Error).message}; again)`);
    }
  }
  const report = JSON.parse(await readFile(output, 'utf8'));
  await rm(output, { force: true });
  const audit = (id: string) => report.audits[id].numericValue as number;
  const images = (report.audits['network-requests'].details.items as Array<{ url: string; resourceType: string }>).filter((item) => item.resourceType === 'Image');
  return {
    score: Math.round(report.categories.performance.score * 100),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    bytes: audit('total-byte-weight'),
    images: images.length,
    earnings: images.filter((item) => /\/earnings-\d/.test(item.url)).length,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const beforeCommit = beforeCommitFromEnv(process.env.BENCH_BEFORE);
const before = beforeCommit === null ? null : await prepareBeforeBuild(root, beforeCommit, (message) => console.log(message));
const beforeServer = before ? await startServerProcess(before.serverScript, [], { cwd: before.cwd }) : null;
const server = await startServerProcess(join(root, 'dist', 'server.mjs'), [], { cwd: root });
const floor = await startReactFloor(root);
const targets: Record<string, string> = {
  ...(before && beforeServer ? { [`/ (${before.label})`]: `${beforeServer.url}/` } : {}),
  '/': `${server.url}/`,
  '/bio': `${server.url}/bio`,
  '404 page': `${server.url}/pagina-que-nao-existe`,
  'React floor': `${floor.url}/`,
};
const results: Record<string, Figures[]> = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
try {
  for (let i = 1; i <= runs; i++) {
    for (const [name, url] of Object.entries(targets)) {
      const figures = await measure(url);
      results[name]!.push(figures);
      console.log(
        `run ${i} ${name}: score ${figures.score}, TBT ${Math.round(figures.tbt)} ms, FCP ${Math.round(figures.fcp)} ms, LCP ${Math.round(figures.lcp)} ms, ` +
          `${(figures.bytes / 1000).toFixed(1)} KB, ${figures.images} pictures (${figures.earnings} earnings)`,
      );
    }
  }
} finally {
  await server.stop();
  await beforeServer?.stop();
  await before?.remove();
  await floor.close();
}
for (const [name, list] of Object.entries(results)) {
  const of = (pick: (figures: Figures) => number) => median(list.map(pick));
  console.log(
    `median ${name}: score ${of((f) => f.score)}, TBT ${Math.round(of((f) => f.tbt))} ms, LCP ${Math.round(of((f) => f.lcp))} ms, ` +
      `${(of((f) => f.bytes) / 1000).toFixed(1)} KB, ${of((f) => f.images)} pictures (${of((f) => f.earnings)} earnings)`,
  );
}
const gap = median(results['/']!.map((f) => f.tbt)) - median(results['React floor']!.map((f) => f.tbt));
console.log(`/ TBT above the React floor (medians): ${Math.round(gap)} ms`);
