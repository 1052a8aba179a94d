// The load generator: N keep-alive HTTP/1.1 connections on raw `net` sockets, each sending one
// request at a time (no pipelining) and the next as soon as the previous response is complete,
// until the deadline. A minimal response parser (status line, Content-Length, Content-Encoding)
// keeps the client cheap, so the limit measured is the server's, not the client's. Each response
// is checked (status, encoding, length; the first one on every connection byte for byte), and
// anything else counts as an error. Latency is write-of-request to last-byte-of-response, from
// process.hrtime.bigint().
import { connect, type Socket } from 'node:net';
import { percentileOfSorted } from './stats';

export interface LoadTarget {
  path: string;
  /** Request headers besides Host (e.g. Accept-Encoding). */
  headers: Record<string, string>;
  expect: { status: number; encoding: string | null; body: Buffer };
}

export interface LoadOptions {
  url: string;
  target: LoadTarget;
  connections: number;
  /** Measured time. */
  durationMs: number;
  /** Run before the measured time (same connections, not counted; errors still are). */
  warmupMs: number;
  /** How long to wait for responses in flight at the deadline before calling them errors. */
  drainTimeoutMs?: number;
}

export interface LoadResult {
  connections: number;
  durationSeconds: number;
  /** Responses completed inside the measured window. */
  requests: number;
  /** Every response completed, warm-up and drain included. */
  answered: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  errors: number;
  errorKinds: Record<string, number>;
  /** Connections the server closed (or reset) before the client was done with them. */
  droppedConnections: number;
}

const headEnd = Buffer.from('\r\n\r\n');
const maxHeadBytes = 64 * 1024;

interface Head {
  status: number;
  length: number;
  encoding: string | null;
  close: boolean;
}

function parseHead(text: string): Head | string {
  const lines = text.split('\r\n');
  const statusMatch = /^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '');
  if (!statusMatch) return 'bad status line';
  let length = -1;
  let encoding: string | null = null;
  let close = false;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-length') length = Number(value);
    else if (name === 'content-encoding') encoding = value.toLowerCase();
    else if (name === 'connection') close = value.toLowerCase() === 'close';
    else if (name === 'transfer-encoding') return 'unexpected transfer-encoding';
  }
  if (!Number.isInteger(length) || length < 0) return 'no content-length';
  return { status: Number(statusMatch[1]), length, encoding, close };
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { target, connections } = options;
  const address = new URL(options.url);
  const port = Number(address.port);
  const host = address.hostname;
  const request = Buffer.from(
    [`GET ${target.path} HTTP/1.1`, `Host: ${address.host}`, ...Object.entries(target.headers).map(([name, value]) => `${name}: ${value}`), '', ''].join('\r\n'),
    'latin1',
  );

  const errorKinds: Record<string, number> = {};
  const error = (kind: string) => {
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  };
  let dropped = 0;
  const latencies: number[] = [];
  let completedInWindow = 0;
  let answered = 0;
  const timedOut = new Set<Socket>();

  // Open every connection first, so connection set-up is not part of the measured time.
  const sockets = await Promise.all(
    Array.from(
      { length: connections },
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect({ port, host, noDelay: true });
          const timer = setTimeout(() => socket.destroy(new Error('connect timeout')), 5_000);
          socket.once('connect', () => {
            clearTimeout(timer);
            resolve(socket);
          });
          socket.once('error', (cause) => {
            clearTimeout(timer);
            reject(cause);
          });
        }),
    ),
  );

  const now = () => process.hrtime.bigint();
  const started = now();
  const windowStart = started + BigInt(options.warmupMs) * 1_000_000n;
  const deadline = windowStart + BigInt(options.durationMs) * 1_000_000n;

  const finished = sockets.map(
    (socket) =>
      new Promise<void>((resolve) => {
        let done = false;
        let inFlight = false;
        let verify = true; // the first response on each connection is compared byte for byte
        let sentAt = 0n;
        let head: Head | null = null;
        let pendingHead: Buffer | null = null;
        let remaining = 0;
        let bodyParts: Buffer[] | null = null;

        const finish = () => {
          if (done) return;
          done = true;
          socket.end();
        };
        const send = () => {
          inFlight = true;
          sentAt = now();
          socket.write(request);
        };
        const fail = (kind: string) => {
          error(kind);
          done = true;
          socket.destroy();
        };
        const complete = () => {
          const at = now();
          answered++;
          inFlight = false;
          const current = head!;
          head = null;
          if (sentAt >= windowStart) latencies.push(Number(at - sentAt) / 1e6);
          if (at >= windowStart && at <= deadline) completedInWindow++;
          if (current.status !== target.expect.status) error(`status ${current.status}`);
          else if (current.encoding !== target.expect.encoding) error(`encoding ${current.encoding ?? 'identity'}`);
          else if (current.length !== target.expect.body.byteLength) error('body length');
          else if (bodyParts && !Buffer.concat(bodyParts).equals(target.expect.body)) error('body bytes');
          bodyParts = null;
          verify = false;
          if (current.close) {
            error('connection: close');
            return; // the server will close; counted as a dropped connection
          }
          if (at < deadline) send();
          else finish();
        };

        socket.on('data', (incoming: Buffer) => {
          let chunk = incoming;
          let offset = 0;
          while (offset < chunk.length) {
            if (!inFlight) {
              fail('unsolicited bytes');
              return;
            }
            if (head === null) {
              const data = pendingHead ? Buffer.concat([pendingHead, chunk.subarray(offset)]) : chunk.subarray(offset);
              const end = data.indexOf(headEnd);
              if (end < 0) {
                if (data.length > maxHeadBytes) fail('response head too large');
                else pendingHead = Buffer.from(data);
                return;
              }
              pendingHead = null;
              const parsed = parseHead(data.toString('latin1', 0, end));
              if (typeof parsed === 'string') {
                fail(parsed);
                return;
              }
              head = parsed;
              remaining = parsed.length;
              bodyParts = verify ? [] : null;
              chunk = data;
              offset = end + headEnd.length;
              if (remaining === 0) complete();
              continue;
            }
            const take = Math.min(remaining, chunk.length - offset);
            bodyParts?.push(chunk.subarray(offset, offset + take));
            remaining -= take;
            offset += take;
            if (remaining === 0) complete();
          }
        });
        socket.on('error', (cause: NodeJS.ErrnoException) => error(`socket ${cause.code ?? cause.message}`));
        socket.on('end', () => {
          if (!done) socket.end();
        });
        socket.on('close', () => {
          if (!done && !timedOut.has(socket)) {
            dropped++;
            if (inFlight) error('closed mid-response');
          }
          done = true;
          resolve();
        });
        send();
      }),
  );

  const drainMs = options.drainTimeoutMs ?? 5_000;
  const hardStop = setTimeout(
    () => {
      for (const socket of sockets) {
        if (!socket.destroyed) {
          error('timeout');
          timedOut.add(socket);
          socket.destroy();
        }
      }
    },
    options.warmupMs + options.durationMs + drainMs,
  );
  await Promise.all(finished);
  clearTimeout(hardStop);

  latencies.sort((a, b) => a - b);
  const durationSeconds = options.durationMs / 1000;
  return {
    connections,
    durationSeconds,
    requests: completedInWindow,
    answered,
    requestsPerSecond: completedInWindow / durationSeconds,
    latencyMs: {
      p50: percentileOfSorted(latencies, 50),
      p90: percentileOfSorted(latencies, 90),
      p99: percentileOfSorted(latencies, 99),
      max: latencies.length ? latencies[latencies.length - 1]! : Number.NaN,
      mean: latencies.length ? latencies.reduce((sum, value) => sum + value, 0) / latencies.length : Number.NaN,
    },
    errors: Object.values(errorKinds).reduce((sum, count) => sum + count, 0),
    errorKinds,
    droppedConnections: dropped,
  };
}
