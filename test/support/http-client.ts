// The tests' one raw HTTP client. A request goes through node:http with its path sent as is and the
// answer kept as bytes: nothing is normalised or decoded on the way, so what is checked is exactly
// what the server sent. What no HTTP client would send is written byte for byte (latin1) on a
// socket. A fresh connection each time unless an agent is given; every wait is bounded.
import { request, type Agent, type ClientRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Ask {
  method?: string;
  headers?: OutgoingHttpHeaders;
  body?: string;
  /** Keep-alive connections of this agent instead of a fresh one. */
  agent?: Agent;
  /** Aborting it is the client leaving. */
  signal?: AbortSignal;
  /** How long the server may stay silent (default 5 s); then the request fails with code TIMEOUT. */
  timeoutMs?: number;
}

function send(base: string, path: string, { method = 'GET', headers = {}, body, agent, signal, timeoutMs = 5_000 }: Ask, fail: (error: Error) => void): ClientRequest {
  const { hostname, port } = new URL(base);
  const req = request({ host: hostname, port, path, method, headers, agent: agent ?? false, signal });
  const silent = `no answer to ${method} ${path.slice(0, 80)} within ${timeoutMs / 1_000} s`;
  req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error(silent), { code: 'TIMEOUT' })));
  req.on('error', fail);
  req.end(body);
  return req;
}

/** One request; resolves with the whole answer. */
export function ask(base: string, path: string, options: Ask = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    send(base, path, options, reject).on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
  });
}

/** Like ask, but a connection closed by the server is an answer too (null). */
export async function askOrClosed(base: string, path: string, options: Ask = {}): Promise<Answer | null> {
  try {
    return await ask(base, path, options);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ECONNRESET' || code === 'EPIPE') return null;
    throw error;
  }
}

export const text = (answer: Answer) => answer.body.toString('utf8');

export interface Stream {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body received so far. */
  received(): Buffer;
  /** Reads on to the end (a paused stream resumes): the whole body; fails if it is cut off. */
  rest(): Promise<Buffer>;
  /** Leaves at once, closing the connection. */
  close(): void;
}

/**
 * A response read as it comes (a download, an event stream): resolves once the first body bytes
 * are in (or the body ended empty), with `pause` holding the rest back until rest(). Only the
 * wait for the head is bounded.
 */
export function openStream(base: string, path: string, { pause = false, ...options }: Ask & { pause?: boolean } = {}): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = send(base, path, options, reject);
    req.on('response', (res) => {
      req.setTimeout(0);
      const chunks: Buffer[] = [];
      const ended = new Promise<Buffer>((done, fail) => {
        res.on('end', () => (res.complete ? done(Buffer.concat(chunks)) : fail(new Error(`${path}: the answer was cut off`))));
        res.on('error', fail);
      });
      ended.catch(() => {}); // a stream left early is not a failure unless rest() was asked for
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      const opened = () => {
        if (pause) res.pause();
        const rest = () => (res.resume(), ended);
        resolve({ status: res.statusCode!, headers: res.headers, received: () => Buffer.concat(chunks), rest, close: () => req.destroy() });
      };
      res.once('data', opened);
      res.once('end', opened); // an empty body
    });
  });
}

/** Writes `head` byte for byte on a fresh connection; resolves with everything written back until the server closed it. */
export function sendRaw(base: string, head: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(Buffer.from(head, 'latin1')));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer within 5 s')));
  });
}

/** Writes `head` and keeps the connection open (a body announced, never sent); resolves with the response head once it arrives. */
export function responseHead(base: string, head: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(Buffer.from(head, 'latin1')));
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      socket.destroy();
      resolve(received.slice(0, end));
    });
    socket.on('error', reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer within 5 s: the server waited for the body')));
  });
}

/** Writes `head`, then resets the connection at once: what a fuzzer or a scanner does. */
export function sendAndReset(base: string, head: string): Promise<void> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(Buffer.from(head, 'latin1'));
      socket.resetAndDestroy();
      resolve();
    });
    socket.on('error', () => resolve());
  });
}
