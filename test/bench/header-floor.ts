// Diagnostic (not part of npm run bench): how far section 3's `/` figure is from the floor that
// node:http sets for our response. Three servers answer `/` in turn, in alternating order:
//   bare         bare-server.mjs with the headers section 3 gives it (Content-Type, -Encoding, -Length);
//   bare+headers bare-server.mjs sending every header our server sends for `/` (the security headers,
//                Cache-Control, ETag, Vary…), read from the production server's own answer;
//   ours         node dist/server.mjs.
// The server CPU per response is what to compare (median of the rounds): bare+headers over bare is
// what node:http's writeHead charges for our headers, which no code of ours can take back. The
// servers share one core and this process (the load) the others, where taskset allows: unpinned,
// the server started first cost up to 6 µs more per response than the same build started last.
// node --import ./test/support/register.mjs test/bench/header-floor.ts [rounds] [seconds]
import { get } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuSecondsOf, pinServers, startServerProcess, type ServerProcess } from './processes';
import { serverTargetsFromBuild } from './server-bench';
import { runLoad, type LoadTarget } from './server-load';
import { median } from './stats';

const root = join(import.meta.dirname, '..', '..');
const distDir = join(root, 'dist');
const rounds = Number(process.argv[2] ?? 5);
const seconds = Number(process.argv[3] ?? 4);

/** Every response header of `/` as our server sends it, but those node:http adds itself. */
function headersOf(url: string, target: LoadTarget): Promise<Record<string, string>> {
  const addedByNode = new Set(['date', 'connection', 'keep-alive', 'content-length']);
  return new Promise((resolve, reject) => {
    get(`${url}${target.path}`, { headers: target.headers }, (res) => {
      res.resume();
      const headers: Record<string, string> = {};
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        if (!addedByNode.has(res.rawHeaders[i]!.toLowerCase())) headers[res.rawHeaders[i]!] = res.rawHeaders[i + 1]!;
      }
      resolve(headers);
    }).on('error', reject);
  });
}

async function cpuPerResponse(server: ServerProcess, target: LoadTarget): Promise<number> {
  const before = cpuSecondsOf(server.pid)!;
  const run = await runLoad({ url: server.url, target, connections: 50, durationMs: seconds * 1000, warmupMs: 1000 });
  if (run.errors > 0) throw new Error(`${server.url}: ${run.errors} errors ${JSON.stringify(run.errorKinds)}`);
  return ((cpuSecondsOf(server.pid)! - before) / run.answered) * 1e6;
}

const [home] = await serverTargetsFromBuild(distDir);
const scratch = await mkdtemp(join(tmpdir(), 'header-floor-'));
const servers: Record<string, ServerProcess> = {};
try {
  // Read from an instance of its own: the one measured answers only the load, like the bare ones.
  const reader = await startServerProcess(join(distDir, 'server.mjs'), [], { cwd: root });
  const ourHeaders = await headersOf(reader.url, home!).finally(() => reader.stop());
  const file = join(distDir, home!.file);
  const bareHeaders = { 'Content-Type': home!.contentType, ...(home!.expect.encoding ? { 'Content-Encoding': home!.expect.encoding } : {}) };
  for (const [name, headers] of [['bare', bareHeaders], ['bare+headers', ourHeaders]] as const) {
    const routes = join(scratch, `${name}.json`);
    await writeFile(routes, JSON.stringify({ routes: { '/': { status: 200, file, headers } } }));
    servers[name] = await startServerProcess(join(import.meta.dirname, 'bare-server.mjs'), [routes], { cwd: root });
  }
  servers.ours = await startServerProcess(join(distDir, 'server.mjs'), [], { cwd: root });
  const pinned = pinServers(Object.values(servers)) !== null;
  const names = ['bare', 'bare+headers', 'ours'];
  const figures: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const name of round % 2 === 0 ? names : [...names].reverse()) figures[name]!.push(await cpuPerResponse(servers[name]!, home!));
  }
  console.log(`server CPU µs per response for /, ${rounds} rounds of ${seconds} s, ${pinned ? 'servers pinned to one core' : 'not pinned (no taskset)'} (median; every round)`);
  const bare = median(figures.bare!);
  for (const name of names) {
    const mid = median(figures[name]!);
    console.log(`${name.padEnd(13)} ${mid.toFixed(1).padStart(5)}  bare/this ${(bare / mid).toFixed(2)}  (${figures[name]!.map((x) => x.toFixed(1)).join(', ')})`);
  }
} finally {
  for (const server of Object.values(servers)) await server.stop();
  await rm(scratch, { recursive: true, force: true });
}
