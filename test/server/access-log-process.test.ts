// The access log as an operator runs it: the built server as a real process with ACCESS_LOG set.
// Reopen on SIGUSR2 after logrotate's rename (no line lost, new lines in the new file), a full
// disk while running (one error line, every request still answered), a file that cannot be opened
// at start-up (exit 1, the path and what to do), stdout, and start-up errors that name the setting.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { testOrSkip } from '../support/skip';
import { parseCombined } from '../support/combined-log';
import { sendRaw } from '../support/http-client';
import { spawnServer, type ServerProcess } from '../support/serve';

const processes = suite<{ scratch: string; servers: ServerProcess[] }>('access log: the built server as a process');

processes.before(async (context) => {
  context.scratch = await mkdtemp(join(tmpdir(), 'access-log-process-'));
  context.servers = [];
});
processes.after(async ({ scratch, servers }) => {
  for (const server of servers) if (server.process.exitCode === null) server.process.kill('SIGKILL');
  await rm(scratch, { recursive: true, force: true });
});

async function start(context: { servers: ServerProcess[] }, env: Record<string, string>): Promise<{ server: ServerProcess; url: string }> {
  const server = spawnServer({ env });
  context.servers.push(server);
  return { server, url: await server.url() };
}

async function statusOf(url: string): Promise<number> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  await response.arrayBuffer();
  return response.status;
}

const linesOf = async (file: string) => (await readFile(file, 'utf8')).split('\n').filter((line) => line !== '');

/** The n of each logged "GET /?n=<n> HTTP/1.1" line, after checking every line is `combined`. */
async function numbersLogged(file: string): Promise<number[]> {
  return (await linesOf(file)).map((line) => {
    const fields = parseCombined(line);
    assert.ok(fields, `not a combined line in ${file}: ${line}`);
    return Number(/^GET \/\?n=(\d+) HTTP\/1\.1$/.exec(fields.request)![1]);
  });
}

async function untilFileHas(file: string, count: number): Promise<void> {
  for (let waited = 0; waited < 5_000; waited += 20) {
    if (existsSync(file) && (await linesOf(file)).length >= count) return;
    await delay(20);
  }
  throw new Error(`${file} did not reach ${count} lines`);
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

processes('SIGUSR2 after a rename: earlier lines stay in the moved file, new lines go to a new file, none lost', async (context) => {
  const file = join(context.scratch, 'access.log');
  const { server, url } = await start(context, { ACCESS_LOG: file });
  for (const n of range(1, 5)) assert.is(await statusOf(`${url}/?n=${n}`), 200);
  await untilFileHas(file, 5);
  await rename(file, `${file}.1`); // what logrotate does first
  for (const n of range(6, 8)) assert.is(await statusOf(`${url}/?n=${n}`), 200); // still the moved file
  // Concurrent requests with the signal in the middle of them: each line lands in one file or the other.
  const inFlight = range(9, 58).map((n) => statusOf(`${url}/?n=${n}`));
  server.process.kill('SIGUSR2');
  assert.equal(await Promise.all(inFlight), range(9, 58).map(() => 200));
  const reopened = await server.waitFor('access log reopened');
  assert.is(reopened.path, file);
  for (const n of range(59, 62)) assert.is(await statusOf(`${url}/?n=${n}`), 200);
  assert.is(await server.stop(), 0); // a graceful stop writes what is pending

  const moved = await numbersLogged(`${file}.1`);
  const fresh = await numbersLogged(file);
  assert.equal([...moved, ...fresh].sort((a, b) => a - b), range(1, 62), 'every request exactly once');
  assert.equal(moved.slice(0, 8).sort((a, b) => a - b), range(1, 8), 'lines before the signal stay in the moved file');
  assert.equal(fresh.slice(-4), range(59, 62), 'lines after the reopen go to the new file');
});

testOrSkip(processes, 'a full disk while running (/dev/full): one error line naming ACCESS_LOG at once, and every request is still answered', existsSync('/dev/full') ? null : 'needs /dev/full (a Linux device that is always full)', async (context) => {
  const { server, url } = await start(context, { ACCESS_LOG: '/dev/full' });
  for (let round = 0; round < 4; round++) {
    const answers = await Promise.all(range(1, 10).map((n) => statusOf(`${url}/?n=${n}`)));
    assert.equal(answers, range(1, 10).map(() => 200));
    await delay(50); // let each round's batch reach the file
  }
  assert.is(await statusOf(`${url}/healthz`), 200);
  assert.is(await server.stop(), 0);
  // Within a minute of the first: said once (the writer's unit test covers the minute on a fake clock).
  const errors = server.lines().filter((line) => line.level === 'error');
  assert.is(errors.length, 1, `error lines:\n${server.output()}`);
  assert.is(errors[0]!.variable, 'ACCESS_LOG');
  assert.match(String(errors[0]!.error), /ENOSPC/);
  assert.match(String(errors[0]!.msg), /the site keeps serving/);
});

const cannotOpen: Array<[what: string, path: (scratch: string) => string, message: (scratch: string) => RegExp]> = [
  ['a folder that does not exist', (scratch) => join(scratch, 'missing', 'dir', 'access.log'), (scratch) => new RegExp(`cannot be opened for writing: the folder ${scratch}/missing/dir does not exist\\. Create it \\(mkdir -p ${scratch}/missing/dir`)],
  ['a folder that is a file', (scratch) => join(scratch, 'not-a-folder', 'access.log'), () => /a part of .*not-a-folder is a file, not a folder/],
  ['a path that is a folder', (scratch) => scratch, (scratch) => new RegExp(`${scratch} is a folder\\. Name a file inside it, e\\.g\\. ${scratch}/access\\.log`)],
  ['a folder this user may not write in', (scratch) => join(scratch, 'read-only', 'access.log'), () => /may not write in .*read-only\. Give that user the right \(chown /],
];
// Root may write anywhere: the permission case runs the server as nobody (65534) then.
const asUser = (what: string) => (what.includes('may not write') && process.getuid?.() === 0 ? 65534 : undefined);
for (const [what, path, message] of cannotOpen) {
  processes(`ACCESS_LOG naming ${what}: start-up stops with exit 1, naming the path and what to do`, async (context) => {
    await writeFile(join(context.scratch, 'not-a-folder'), 'a file, not a folder');
    await mkdir(join(context.scratch, 'read-only'), { recursive: true, mode: 0o555 });
    const server = spawnServer({ env: { ACCESS_LOG: path(context.scratch) }, asUser: asUser(what) });
    context.servers.push(server);
    // Bounded either way: a server that starts instead of stopping is a failure, not a hang.
    assert.is(await Promise.race([server.exit, server.url().then(() => 'listening')]), 1);
    const stopped = server.lines().find((line) => line.level === 'error');
    assert.match(String(stopped?.msg), message(context.scratch));
  });
}

processes('requests the HTTP parser refuses get Node\'s own answer and are logged with their raw first line, as nginx does', async (context) => {
  const file = join(context.scratch, 'refused.log');
  const refused: Array<[head: string, answer: string, requestLine: string]> = [
    ['GET /a\u0001b HTTP/1.1\r\nHost: x\r\n\r\n', 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n', 'GET /a\\x01b HTTP/1.1'],
    ['\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u0001\u00fc\u0003\u0003', 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n', '\\x16\\x03\\x01\\x02\\x00\\x01\\x00\\x01\\xFC\\x03\\x03'],
    ['GET /x HTTP/1.1\r\nHost: x\r\nUser-Agent: a\u007fb\r\n\r\n', 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n', 'GET /x HTTP/1.1'],
  ];
  const withLog = await start(context, { ACCESS_LOG: file });
  const without = await start(context, {});
  for (const [head, answer] of refused) {
    assert.is(await sendRaw(withLog.url, head), answer, JSON.stringify(head));
    assert.is(await sendRaw(without.url, head), answer, `Node's default answer to ${JSON.stringify(head)}`);
  }
  const overflow = `GET /x HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
  assert.match(await sendRaw(withLog.url, overflow), /^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
  assert.is(await withLog.server.stop(), 0);
  assert.is(await without.server.stop(), 0);
  const lines = await linesOf(file);
  assert.is(lines.length, refused.length + 1, lines.join('\n'));
  const fields = lines.map((line) => parseCombined(line));
  for (let i = 0; i < refused.length; i++) {
    assert.equal([fields[i]?.request, fields[i]?.status, fields[i]?.bytes, fields[i]?.client], [refused[i]![2], 400, 0, '127.0.0.0'], lines[i]);
  }
  assert.is(fields[refused.length]?.status, 431, lines[refused.length]);
});

processes('ACCESS_LOG=stdout writes combined lines between the JSON log lines', async (context) => {
  const { server, url } = await start(context, { ACCESS_LOG: 'stdout' });
  assert.is(await statusOf(`${url}/?n=1`), 200);
  assert.is(await statusOf(`${url}/healthz`), 200);
  assert.is(await server.stop(), 0);
  const access = server.output().split('\n').filter((line) => line !== '' && !line.startsWith('{'));
  assert.is(access.length, 1, server.output());
  assert.is(parseCombined(access[0]!)?.request, 'GET /?n=1 HTTP/1.1');
});

processes('SIGUSR2 with the access log off does not stop the site', async (context) => {
  const { server, url } = await start(context, {});
  server.process.kill('SIGUSR2');
  await server.waitFor('SIGUSR2: no access log file to reopen');
  assert.is(await statusOf(`${url}/`), 200);
  assert.is(await server.stop(), 0);
});

for (const [env, message] of [
  [{ HOST: '999.1.1.1' }, /HOST must be an IP address or host name of this machine.*\(got \\"999\.1\.1\.1\\"\)/],
  [{ HOST: '192.0.2.1' }, /HOST=192\.0\.2\.1 is not an address of this machine \(EADDRNOTAVAIL\)\. Set HOST to/],
  [{ ACCESS_LOG: 'access.log' }, /ACCESS_LOG must be \\"off\\", \\"stdout\\", or the absolute path of a file/], // quotes escaped by JSON
  [{ ACCESS_LOG_FULL_IP: 'talvez' }, /ACCESS_LOG_FULL_IP must be \\"on\\" or \\"off\\" \(also sim\/não/],
  [{ TRUST_PROXY: 'localhost' }, /TRUST_PROXY must be the IP address of your reverse proxy/],
] as const) {
  processes(`${Object.entries(env)[0]!.join('=')} stops start-up with exit 1 and a message naming the setting`, async (context) => {
    const server = spawnServer({ env });
    context.servers.push(server);
    assert.is(await server.exit, 1);
    assert.match(server.output(), message);
  });
}

processes.run();
