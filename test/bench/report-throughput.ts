// `npm run report` over a large log: a year of made-up traffic (visits to / and /bio with their
// assets, clicks, link previews and crawlers, 404s), written by the server's own line formatter
// until it reaches the size asked, plain and gzipped. The built dist/report.mjs runs over each a
// few times as its own process: wall time, MB/s of log text, peak memory (from /proc), and its
// totals checked against what the generator wrote.
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { formatCombined } from '../../src/server/access-log/line';
import { cpuSecondsOf, memoryOf } from './processes';
import { spread, type Spread } from './stats';

export const reportTargetMBps = 150;

const phone = 'Mozilla/5.0 (Linux; Android 13; SM-A135M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const bots = ['WhatsApp/2.23.20.0 A', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'];
const assets = ['/assets/main-CCHEQ2XM.js', '/assets/react-3X5G36LH.js', '/assets/app-QS4Y6A4T.js', '/assets/hero-poster-640.Ab12Cd34.avif', '/assets/logo.3NbUD6jz.svg'];
const clicks = { '/': ['hero/cadastro', 'chat/whatsapp', 'products/cadastro'], '/bio': ['bio/cadastro', 'bio/whatsapp'] } as const;

export interface Expected {
  views: Record<string, number>;
  botViews: Record<string, number>;
  clicks: Record<string, number>;
  lines: number;
  bytes: number;
}

/** Writes about `bytes` of log to `file`, a year of days in order; returns what a report must count. */
export async function generateLog(file: string, bytes: number): Promise<Expected> {
  const expected: Expected = { views: { '/': 0, '/bio': 0 }, botViews: { '/': 0, '/bio': 0 }, clicks: {}, lines: 0, bytes: 0 };
  const out = createWriteStream(file);
  const start = Date.UTC(2025, 10, 1);
  const visitsPerDay = Math.ceil(bytes / 365 / 1500); // a visit writes about 1.5 KB
  let chunk = '';
  // Each visit from an address of its own: the report sets aside more clicks than one address makes in a day.
  let client = '';
  const write = (time: number, method: string, url: string, status: number, userAgent: string, referrer?: string) => {
    const line = formatCombined({ client, time: new Date(time), method, url, httpVersion: '1.1', status, bodyBytes: status === 200 ? 8123 : 0, referrer, userAgent }) + '\n';
    chunk += line;
    expected.lines += 1;
    expected.bytes += line.length;
  };
  for (let visit = 0; expected.bytes < bytes; visit++) {
    const time = start + Math.floor(visit / visitsPerDay) * 86_400_000 + (visit % visitsPerDay) * 1000;
    const page = visit % 3 === 0 ? '/bio' : '/';
    client = `198.51.${(visit >> 8) & 255}.${visit & 255}`;
    if (visit % 10 === 0) {
      write(time, 'GET', page, 200, bots[visit % bots.length]!);
      expected.botViews[page]! += 1;
    }
    write(time, 'GET', `${page}?utm_source=instagram&utm_medium=bio`, 200, visit % 2 ? phone : iphone, 'https://l.instagram.com/');
    expected.views[page]! += 1;
    for (const asset of assets) write(time + 200, 'GET', asset, 200, phone, `https://negociosozonteck.example${page}`);
    if (visit % 7 === 0) {
      const id = clicks[page][visit % clicks[page].length]!;
      write(time + 9000, 'POST', `/ping/${id}`, 204, phone, `https://negociosozonteck.example${page}`);
      expected.clicks[id] = (expected.clicks[id] ?? 0) + 1;
    }
    if (visit % 50 === 0) write(time + 100, 'GET', '/wp-login.php', 404, 'Mozilla/5.0');
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      chunk = '';
    }
  }
  await new Promise<void>((resolve, reject) => out.end(chunk, () => resolve()).once('error', reject));
  return expected;
}

interface RunResult {
  seconds: number;
  peakRssBytes: number | null;
  /** User + system CPU time: what the report costs whatever the machine's other load. */
  cpuSeconds: number | null;
  total: { views: object; botViews: object; clicks: Record<string, number>; requests: number };
}

/** One run of the built report as its own process, its peak memory read from /proc while it runs. */
export function runReport(reportScript: string, file: string): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [reportScript, '--json', file]);
    let stdout = '';
    let stderr = '';
    let peakRssBytes: number | null = null;
    let cpuSeconds: number | null = null;
    // An exited process not yet reaped still has a /proc entry, without its memory: keep the last real figures.
    const sample = setInterval(() => {
      const peak = memoryOf(child.pid!)?.peakRss;
      if (peak !== undefined && Number.isFinite(peak)) peakRssBytes = peak;
      const cpu = cpuSecondsOf(child.pid!);
      if (cpu !== null && Number.isFinite(cpu)) cpuSeconds = Math.max(cpuSeconds ?? 0, cpu);
    }, 20);
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sample);
      if (code !== 0) return reject(new Error(`the report exited ${code}: ${stderr}`));
      resolve({ seconds, peakRssBytes, cpuSeconds, total: (JSON.parse(stdout) as { total: RunResult['total'] }).total });
    });
  });
}

export interface Side {
  seconds: Spread;
  mbPerSecond: number;
  peakRssBytes: Spread;
  /** CPU seconds per run, and MB of log per CPU second at their median. */
  cpuSeconds: Spread;
  mbPerCpuSecond: number;
}

export interface ReportThroughput {
  logBytes: number;
  gzipBytes: number;
  lines: number;
  plain: Side;
  gzip: Side;
  problems: string[];
}

export async function measureReportThroughput(options: { reportScript: string; bytes: number; runs: number; progress(message: string): void }): Promise<ReportThroughput> {
  const scratch = await mkdtemp(join(tmpdir(), 'bench-report-'));
  try {
    const file = join(scratch, 'access.log');
    options.progress(`report: writing a ${Math.round(options.bytes / 1e6)} MB log`);
    const expected = await generateLog(file, options.bytes);
    await pipeline(createReadStream(file), createGzip(), createWriteStream(`${file}.1.gz`));
    const problems: string[] = [];
    const measure = async (target: string, label: string) => {
      const runs: RunResult[] = [];
      for (let i = 1; i <= options.runs; i++) {
        options.progress(`report: ${label} (${i}/${options.runs})`);
        runs.push(await runReport(options.reportScript, target));
      }
      const { total } = runs[0]!;
      const same = JSON.stringify([total.views, total.botViews, sortedKeys(total.clicks), total.requests]) === JSON.stringify([expected.views, expected.botViews, sortedKeys(expected.clicks), expected.lines]);
      if (!same) problems.push(`report over the ${label} log: counted ${JSON.stringify(total)}, the generator wrote ${JSON.stringify(expected)}`);
      const seconds = spread(runs.map((run) => run.seconds));
      const cpuSeconds = spread(runs.map((run) => run.cpuSeconds ?? Number.NaN));
      const mb = expected.bytes / 1e6;
      return { seconds, mbPerSecond: mb / seconds.median, peakRssBytes: spread(runs.map((run) => run.peakRssBytes ?? Number.NaN)), cpuSeconds, mbPerCpuSecond: mb / cpuSeconds.median };
    };
    return { logBytes: expected.bytes, gzipBytes: (await stat(`${file}.1.gz`)).size, lines: expected.lines, plain: await measure(file, 'plain'), gzip: await measure(`${file}.1.gz`, 'gzipped'), problems };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The report lists clicks in the order it met them; compare as sorted. */
const sortedKeys = (record: Record<string, number>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

export function reportThroughputSection(result: ReportThroughput, title: (text: string) => string): string[] {
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  const row = (label: string, side: ReportThroughput['plain']) =>
    `  ${label.padEnd(8)} ${side.seconds.median.toFixed(2)} s (${side.seconds.samples.map((s) => s.toFixed(2)).join(', ')}): ${side.mbPerSecond.toFixed(0)} MB/s of log text ` +
    `(target ≥ ${reportTargetMBps}: ${side.mbPerSecond >= reportTargetMBps ? 'met' : 'MISSED'}); CPU ${side.cpuSeconds.median.toFixed(2)} s, ` +
    `${side.mbPerCpuSecond.toFixed(0)} MB per CPU second; peak memory ${mb(side.peakRssBytes.max)}`;
  return [
    title(`8. npm run report over ${mb(result.logBytes)} of access log (${result.lines.toLocaleString('en-US')} lines; gzipped ${mb(result.gzipBytes)})`),
    row('plain', result.plain),
    row('gzipped', result.gzip),
  ];
}
