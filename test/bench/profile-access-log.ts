// Diagnostic (not part of npm run bench): CPU profiles of the production server under the `/` load
// of section 6, once with ACCESS_LOG=off and once with a file, and the functions whose self time
// differs most. node --import ./test/support/register.mjs test/bench/profile-access-log.ts [seconds]
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuSecondsOf, startServerProcess } from './processes';
import { runLoad } from './server-load';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const root = join(import.meta.dirname, '..', '..');
const seconds = Number(process.argv[2] ?? 5);
const scratch = await mkdtemp(join(tmpdir(), 'profile-access-log-'));

async function profile(label: string, accessLog: string): Promise<Map<string, number>> {
  const dir = join(scratch, label);
  // startServerProcess runs `node <script> <args>`: the profiler flags go first.
  const server = await startServerProcess('--cpu-prof', [`--cpu-prof-dir=${dir}`, join(root, 'dist', 'server.mjs')], { cwd: root, env: { ACCESS_LOG: accessLog } });
  const target = { path: '/', headers: { 'Accept-Encoding': 'br', 'User-Agent': 'bench' }, expect: { status: 200, encoding: 'br', body: await readFile(join(root, 'dist', 'index.html.br')) } };
  const before = cpuSecondsOf(server.pid);
  const run = await runLoad({ url: server.url, target, connections: 50, durationMs: seconds * 1000, warmupMs: 1000 });
  const after = cpuSecondsOf(server.pid);
  await server.stop();
  console.log(`${label}: ${Math.round(run.requestsPerSecond)} req/s, ${before !== null && after !== null ? (((after - before) * 1e6) / run.answered).toFixed(1) : '?'} µs CPU/response`);
  const file = (await readdir(dir)).find((name) => name.endsWith('.cpuprofile'))!;
  const data = JSON.parse(await readFile(join(dir, file), 'utf8')) as Profile;
  const byId = new Map(data.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let total = 0;
  data.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const key = `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').slice(-2).join('/')}:${node.callFrame.lineNumber}`;
    const dt = data.timeDeltas[i] ?? 0;
    self.set(key, (self.get(key) ?? 0) + dt);
    total += dt;
  });
  // Per response, in µs.
  const perResponse = new Map([...self].map(([key, us]) => [key, us / run.answered] as const));
  perResponse.set('TOTAL', total / run.answered);
  return perResponse;
}

const off = await profile('off', 'off');
const on = await profile('on', join(scratch, 'access.log'));
const keys = new Set([...off.keys(), ...on.keys()]);
const rows = [...keys].map((key) => ({ key, off: off.get(key) ?? 0, on: on.get(key) ?? 0 })).sort((a, b) => b.on - b.off - (a.on - a.off));
console.log('µs per response (profile self time): on  off  difference');
for (const row of rows.slice(0, 30)) console.log(`${row.on.toFixed(2).padStart(7)} ${row.off.toFixed(2).padStart(7)} ${(row.on - row.off).toFixed(2).padStart(7)}  ${row.key}`);
console.log(`TOTAL on ${on.get('TOTAL')!.toFixed(1)} off ${off.get('TOTAL')!.toFixed(1)}`);
await rm(scratch, { recursive: true, force: true });
