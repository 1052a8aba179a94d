// What the access log costs: `/` throughput of the production server with ACCESS_LOG=off and with
// ACCESS_LOG=<a file>, in the same run, as a ratio (goal ≥ 0.8). The two servers run side by
// side and are loaded in turn (off, on, on, off, …: the order swaps every round), so a slow spell
// on the shared machine falls on both; the ratio is of the medians. Throughput on a busy machine
// swings with whatever else runs, so the server's CPU time per response (from /proc) is reported
// too: under load, throughput is its inverse, and it moves far less with the neighbours. It also
// checks that the file got exactly one line per response.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatTable } from '../../src/builder/output/sizes';
import { cpuSecondsOf, startServerProcess, type ServerProcess } from './processes';
import { runLoad, type LoadResult, type LoadTarget } from './server-load';
import { spread, type Spread } from './stats';

export const accessLogTargetRatio = 0.8;

interface CostRun extends LoadResult {
  /** Server CPU time (user + system, all threads) per response, µs; null without /proc. */
  cpuMicrosPerResponse: number | null;
}

interface CostSide {
  requestsPerSecond: Spread;
  p99Ms: Spread;
  cpuMicrosPerResponse: Spread;
  runs: CostRun[];
}

export interface AccessLogCost {
  path: string;
  rounds: number;
  /** Measured seconds of each run. */
  seconds: number;
  off: CostSide;
  on: CostSide;
  /** median(on) / median(off) */
  throughputRatio: number;
  /** median CPU per response off / on: the throughput ratio a dedicated core would give. */
  cpuRatio: number;
  /** Lines in the log file, and responses the load generator completed against that server. */
  linesWritten: number;
  responsesAnswered: number;
  bytesPerLine: number;
}

export interface CostOptions {
  root: string;
  serverScript: string;
  target: LoadTarget;
  connections: number;
  durationMs: number;
  warmupMs: number;
  rounds: number;
  progress(message: string): void;
}

export async function measureAccessLogCost(options: CostOptions): Promise<AccessLogCost> {
  const scratch = await mkdtemp(join(tmpdir(), 'bench-access-log-'));
  const file = join(scratch, 'access.log');
  const off = await startServerProcess(options.serverScript, [], { cwd: options.root, env: { ACCESS_LOG: 'off' } });
  const on = await startServerProcess(options.serverScript, [], { cwd: options.root, env: { ACCESS_LOG: file } });
  const runs = { off: [] as CostRun[], on: [] as CostRun[] };
  const loadOnce = async (server: ServerProcess): Promise<CostRun> => {
    const cpuBefore = cpuSecondsOf(server.pid);
    const run = await runLoad({ url: server.url, target: options.target, connections: options.connections, durationMs: options.durationMs, warmupMs: options.warmupMs });
    const cpuAfter = cpuSecondsOf(server.pid);
    const cpu = cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1e6) / run.answered;
    return { ...run, cpuMicrosPerResponse: cpu };
  };
  try {
    for (let round = 1; round <= options.rounds; round++) {
      // off-on, then on-off: whichever runs second in a pair (warmer, or in a quieter moment) swaps.
      const pair = [['off', off], ['on', on]] as const;
      for (const [label, server] of round % 2 === 1 ? pair : [...pair].reverse()) {
        options.progress(`access log cost ${options.target.path}: ACCESS_LOG=${label === 'off' ? 'off' : 'file'} (${round}/${options.rounds})`);
        runs[label].push(await loadOnce(server));
      }
    }
  } finally {
    await off.stop();
    await on.stop(); // a graceful stop writes the pending lines
  }
  const text = await readFile(file, 'utf8').catch(() => '');
  await rm(scratch, { recursive: true, force: true });
  const linesWritten = text === '' ? 0 : text.split('\n').length - 1;
  const summary = (list: CostRun[]): CostSide => ({
    requestsPerSecond: spread(list.map((run) => run.requestsPerSecond)),
    p99Ms: spread(list.map((run) => run.latencyMs.p99)),
    cpuMicrosPerResponse: spread(list.map((run) => run.cpuMicrosPerResponse ?? Number.NaN)),
    runs: list,
  });
  const offSummary = summary(runs.off);
  const onSummary = summary(runs.on);
  return {
    path: options.target.path,
    rounds: options.rounds,
    seconds: options.durationMs / 1000,
    off: offSummary,
    on: onSummary,
    throughputRatio: onSummary.requestsPerSecond.median / offSummary.requestsPerSecond.median,
    cpuRatio: offSummary.cpuMicrosPerResponse.median / onSummary.cpuMicrosPerResponse.median,
    linesWritten,
    responsesAnswered: runs.on.reduce((sum, run) => sum + run.answered, 0),
    bytesPerLine: linesWritten ? Buffer.byteLength(text) / linesWritten : Number.NaN,
  };
}

/** Problems that make the figure invalid: a lost or extra line, load errors. */
export function accessLogProblems(cost: AccessLogCost): string[] {
  const problems: string[] = [];
  if (cost.linesWritten !== cost.responsesAnswered) {
    problems.push(`access log cost: ${cost.linesWritten} lines written for ${cost.responsesAnswered} responses`);
  }
  for (const [label, run] of [...cost.off.runs.map((r) => ['off', r] as const), ...cost.on.runs.map((r) => ['on', r] as const)]) {
    if (run.errors > 0 || run.droppedConnections > 0) problems.push(`access log cost (${label}): ${run.errors} errors, ${run.droppedConnections} dropped connections`);
  }
  return problems;
}

const int = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : 'n/a');
const ms1 = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');

export function accessLogSection(cost: AccessLogCost, title: (text: string) => string): string[] {
  const met = cost.throughputRatio >= accessLogTargetRatio;
  const row = (label: string, side: CostSide) => [
    label,
    int(side.requestsPerSecond.median),
    `${int(side.requestsPerSecond.min)} – ${int(side.requestsPerSecond.max)}`,
    ms1(side.p99Ms.median),
    `${side.cpuMicrosPerResponse.median.toFixed(1)} µs`,
    `${side.cpuMicrosPerResponse.min.toFixed(1)} – ${side.cpuMicrosPerResponse.max.toFixed(1)}`,
  ];
  return [
    title(`6. Access log cost: ${cost.path} with ACCESS_LOG=off and with ACCESS_LOG=<file>, ${cost.rounds} alternating runs of ${cost.seconds} s each`),
    formatTable(
      ['ACCESS_LOG', 'req/s (median)', 'min – max', 'p99 (median)', 'server CPU / response (median)', 'min – max'],
      [row('off', cost.off), row('file', cost.on)],
    ),
    `on/off throughput: ${cost.throughputRatio.toFixed(2)} (target ≥ ${accessLogTargetRatio.toFixed(2)}: ${met ? 'met' : 'MISSED'}); ` +
      `from CPU per response (off / on): ${cost.cpuRatio.toFixed(2)} (${cost.cpuRatio >= accessLogTargetRatio ? 'met' : 'MISSED'}). ` +
      `${int(cost.linesWritten)} lines for ${int(cost.responsesAnswered)} responses, ${int(cost.bytesPerLine)} bytes a line.`,
  ];
}
