// The real request handler with its access log captured in memory, and the helpers the access log
// and ping tests share: one request on its own connection, and the log's lines once written.
import { request } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import * as assert from 'uvu/assert';
import { createResponseObserver } from '../../src/server/access-log/observer';
import { loadSite } from '../../src/server/site/load-site';
import { parseCombined, type CombinedFields } from './combined-log';
import { distDir, startTestServer, type TestServer } from './test-server';

export interface Logged {
  server: TestServer;
  /** The access log's lines, in order. */
  lines: string[];
  scratch?: string;
}

export async function serveWithAccessLog(trustedProxies: string[] = [], fullIp = false, site = loadSite(distDir)): Promise<Logged> {
  const lines: string[] = [];
  const observe = createResponseObserver((line) => lines.push(line), { fullIp, trustedProxies: new Set(trustedProxies) });
  return { server: await startTestServer(site, () => ({ observe })), lines };
}

export interface RawAnswer {
  status: number;
  /** Body bytes as received (no decoding). */
  bytes: number;
  headers: Record<string, string | string[] | undefined>;
}

/** One request on its own connection, with an optional body. */
export function fetchRaw(base: string, path: string, method = 'GET', headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method, headers, agent: false }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
      res.on('end', () => resolve({ status: res.statusCode!, bytes, headers: res.headers }));
    });
    req.setTimeout(5_000, () => req.destroy(new Error(`no answer to ${path} within 5 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** The log's lines once there are `count` (a line is written when its response closes). */
export async function linesWhen(lines: string[], count: number): Promise<CombinedFields[]> {
  for (let waited = 0; lines.length < count && waited < 2_000; waited += 10) await delay(10);
  assert.is(lines.length, count, `expected ${count} access log lines, got:\n${lines.join('\n')}`);
  return lines.map((line) => {
    const fields = parseCombined(line);
    assert.ok(fields, `not a combined line: ${line}`);
    return fields;
  });
}
