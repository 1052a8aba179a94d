// Lighthouse 13's mobile profile (simulated throttling) on /, /bio and the React floor, interleaved,
// so a noisy spell on the shared machine lands on all three alike. Runs `npx lighthouse@13` (not a
// dependency: npx fetches it) against Debian's Chromium; prints each run and the medians.
//   node --import ./test/support/register.mjs test/bench/lighthouse.ts [runs=3]
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from '../support/chromium';
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
}

function lighthouse(url: string, output: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['-y', 'lighthouse@13', url, '--quiet', `--chrome-flags=${flags}`, '--only-categories=performance', '--output=json', `--output-path=${output}`], {
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
  return { score: Math.round(report.categories.performance.score * 100), tbt: audit('total-blocking-time'), fcp: audit('first-contentful-paint'), lcp: audit('largest-contentful-paint'), bytes: audit('total-byte-weight') };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startServerProcess(join(root, 'dist', 'server.mjs'), [], { cwd: root });
const floor = await startReactFloor(root);
const targets = { '/': `${server.url}/`, '/bio': `${server.url}/bio`, 'React floor': `${floor.url}/` };
const results: Record<string, Figures[]> = { '/': [], '/bio': [], 'React floor': [] };
try {
  for (let i = 1; i <= runs; i++) {
    for (const [name, url] of Object.entries(targets)) {
      const figures = await measure(url);
      results[name]!.push(figures);
      console.log(`run ${i} ${name}: score ${figures.score}, TBT ${Math.round(figures.tbt)} ms, FCP ${Math.round(figures.fcp)} ms, LCP ${Math.round(figures.lcp)} ms, ${(figures.bytes / 1000).toFixed(1)} KB`);
    }
  }
} finally {
  await server.stop();
  await floor.close();
}
for (const [name, list] of Object.entries(results)) {
  console.log(`median ${name}: score ${median(list.map((f) => f.score))}, TBT ${Math.round(median(list.map((f) => f.tbt)))} ms, ${(median(list.map((f) => f.bytes)) / 1000).toFixed(1)} KB`);
}
const gap = median(results['/']!.map((f) => f.tbt)) - median(results['React floor']!.map((f) => f.tbt));
console.log(`/ TBT above the React floor (medians): ${Math.round(gap)} ms`);
