// A flood of pings against the production server with the access log on: page latency (`/`, a
// few keep-alive connections) without a flood and during one of 10,000 pings in 10 s from one
// address (ping-flooder.ts, its own process), alternating quiet and flooded runs so a slow spell
// on the shared machine falls on both. Then the log: at most one line per ping (exactly one per
// response), and no server log line at all for the flood (pings never count as "not found").
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from './processes';
import { runLoad, type LoadResult, type LoadTarget } from './server-load';
import { spread, type Spread } from './stats';

export interface FloodOptions {
  root: string;
  serverScript: string;
  target: LoadTarget;
  /** Page connections (a handful: visitors, not a load test). */
  connections: number;
  pings: number;
  seconds: number;
  rounds: number;
  progress(message: string): void;
}

interface FlooderResult {
  sent: number;
  answered: number;
  statuses: Record<string, number>;
  sendingSeconds: number;
}

export interface PingFlood {
  seconds: number;
  connections: number;
  quiet: { p50Ms: Spread; p99Ms: Spread; runs: LoadResult[] };
  flooded: { p50Ms: Spread; p99Ms: Spread; runs: LoadResult[] };
  floods: FlooderResult[];
  pingLines: number;
  pageLines: number;
  pageResponses: number;
  /** JSON lines the server wrote while the runs went on (none expected). */
  serverLogLines: string[];
}

function flood(root: string, url: string, pings: number, seconds: number): Promise<FlooderResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', './test/support/register.mjs', 'test/bench/ping-flooder.ts', url, String(pings), String(seconds)], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('exit', (code) => {
      try {
        resolve(JSON.parse(output.trim().split('\n').pop()!) as FlooderResult);
      } catch {
        reject(new Error(`the flooder exited (${code}): ${output}`));
      }
    });
  });
}

export async function measurePingFlood(options: FloodOptions): Promise<PingFlood> {
  const scratch = await mkdtemp(join(tmpdir(), 'bench-ping-flood-'));
  const file = join(scratch, 'access.log');
  const server = await startServerProcess(options.serverScript, [], { cwd: options.root, env: { ACCESS_LOG: file } });
  const logLinesAtStart = server.output.length;
  const quiet: LoadResult[] = [];
  const flooded: LoadResult[] = [];
  const floods: FlooderResult[] = [];
  const pages = () => runLoad({ url: server.url, target: options.target, connections: options.connections, durationMs: options.seconds * 1000, warmupMs: 500 });
  try {
    for (let round = 1; round <= options.rounds; round++) {
      // quiet-flooded, then flooded-quiet: whichever runs second (warmer) swaps every round.
      for (const kind of round % 2 === 1 ? ['quiet', 'flooded'] : ['flooded', 'quiet']) {
        options.progress(`ping flood: / ${kind} (${round}/${options.rounds})`);
        if (kind === 'quiet') quiet.push(await pages());
        else {
          const [run, flooder] = await Promise.all([pages(), flood(options.root, server.url, options.pings, options.seconds)]);
          flooded.push(run);
          floods.push(flooder);
        }
      }
    }
  } finally {
    await server.stop(); // a graceful stop writes the pending lines
  }
  const lines = (await readFile(file, 'utf8').catch(() => '')).split('\n').filter((line) => line !== '');
  await rm(scratch, { recursive: true, force: true });
  const summary = (runs: LoadResult[]) => ({ p50Ms: spread(runs.map((run) => run.latencyMs.p50)), p99Ms: spread(runs.map((run) => run.latencyMs.p99)), runs });
  return {
    seconds: options.seconds,
    connections: options.connections,
    quiet: summary(quiet),
    flooded: summary(flooded),
    floods,
    pingLines: lines.filter((line) => line.includes('"POST /ping/')).length,
    pageLines: lines.filter((line) => line.includes('"GET / HTTP/1.1"')).length,
    pageResponses: [...quiet, ...flooded].reduce((sum, run) => sum + run.answered, 0),
    serverLogLines: server.output.slice(logLinesAtStart).filter((line) => line.startsWith('{') && !/"msg":"(stopped|shutting down)"/.test(line)),
  };
}

/** What makes the figure invalid: lost or extra lines, load errors, a flood not answered in full. */
export function pingFloodProblems(result: PingFlood): string[] {
  const problems: string[] = [];
  const answered = result.floods.reduce((sum, run) => sum + run.answered, 0);
  const sent = result.floods.reduce((sum, run) => sum + run.sent, 0);
  if (answered !== sent) problems.push(`ping flood: ${answered} answers for ${sent} pings`);
  if (result.pingLines !== answered) problems.push(`ping flood: ${result.pingLines} log lines for ${answered} pings answered`);
  if (result.pageLines !== result.pageResponses) problems.push(`ping flood: ${result.pageLines} log lines for ${result.pageResponses} page responses`);
  if (result.serverLogLines.length > 0) problems.push(`ping flood: the server logged ${result.serverLogLines.length} line(s), e.g. ${result.serverLogLines[0]}`);
  for (const run of [...result.quiet.runs, ...result.flooded.runs]) {
    if (run.errors > 0 || run.droppedConnections > 0) problems.push(`ping flood: page load ${run.errors} errors, ${run.droppedConnections} dropped connections`);
  }
  return problems;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

export function pingFloodSection(result: PingFlood, title: (text: string) => string): string[] {
  const perSecond = result.floods.map((run) => Math.round(run.sent / run.sendingSeconds).toLocaleString('en-US'));
  const statuses = result.floods.map((run) => JSON.stringify(run.statuses)).join(', ');
  const row = (label: string, side: PingFlood['quiet']) =>
    `  ${label.padEnd(22)} p50 ${ms(side.p50Ms.median)}  p99 ${ms(side.p99Ms.median)} (runs: ${side.p99Ms.samples.map(ms).join(', ')})`;
  return [
    title(`7. Ping flood: / latency on ${result.connections} connections, ${result.seconds} s runs, without and during ${result.floods[0]?.sent.toLocaleString('en-US') ?? 0} pings from one address`),
    row('no flood', result.quiet),
    row('during the flood', result.flooded),
    `  p99 during / without: ${(result.flooded.p99Ms.median / result.quiet.p99Ms.median).toFixed(2)}. Pings sent per second: ${perSecond.join(', ')}; answers ${statuses}.`,
    `  Access log: ${result.pingLines.toLocaleString('en-US')} ping lines, ${result.pageLines.toLocaleString('en-US')} page lines for ${result.pageResponses.toLocaleString('en-US')} page responses; server log lines during the runs: ${result.serverLogLines.length}.`,
  ];
}
