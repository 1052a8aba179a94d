// The security headers on every kind of answer, exactly as written in the test, with and without
// HSTS.
import * as assert from 'uvu/assert';
import { ask, type Answer, type Ask } from '../support/http-client';
import { serve, type Served } from '../support/serve';
import { assertSecurityHeaders, jsAssetUrl, servingSuite, videoUrl } from '../support/serving';

// --- security headers --------------------------------------------------------------------------

interface HeaderCase {
  name: string;
  url: string | (() => string);
  ask?: Ask | ((server: Served) => Promise<Ask>);
  status: number;
}

const headerCases: HeaderCase[] = [
  { name: '200 page', url: '/', status: 200 },
  { name: '200 page, br', url: '/bio', ask: { headers: { 'Accept-Encoding': 'br' } }, status: 200 },
  { name: '200 asset', url: () => jsAssetUrl!, ask: { headers: { 'Accept-Encoding': 'gzip' } }, status: 200 },
  { name: '200 video', url: videoUrl, status: 200 },
  {
    name: '304',
    url: '/',
    ask: async (server) => ({ headers: { 'If-None-Match': (await ask(server.url, '/', { method: 'HEAD' })).headers.etag! } }),
    status: 304,
  },
  { name: '206', url: videoUrl, ask: { headers: { Range: 'bytes=0-1' } }, status: 206 },
  { name: '416', url: videoUrl, ask: { headers: { Range: 'bytes=999999999-' } }, status: 416 },
  { name: '404 page', url: '/nao-existe', status: 404 },
  { name: '404 plain', url: '/nada.png', status: 404 },
  { name: '405', url: '/', ask: { method: 'POST' }, status: 405 },
  { name: '400', url: '/%', status: 400 },
  { name: '/healthz', url: '/healthz', status: 200 },
  { name: '301 /bio/', url: '/bio/', status: 301 },
  { name: 'HEAD 200', url: '/', ask: { method: 'HEAD' }, status: 200 },
];

async function askCase(server: Served, item: HeaderCase): Promise<Answer> {
  const options = typeof item.ask === 'function' ? await item.ask(server) : item.ask;
  return ask(server.url, typeof item.url === 'function' ? item.url() : item.url, options);
}

const security = servingSuite<{ hstsServer: Served }>('serving: security headers', {
  async start(context) {
    context.hstsServer = await serve({ app: () => ({ hsts: true }) });
    return serve();
  },
  cleanUp: async ({ hstsServer }) => hstsServer?.close(),
});

for (const item of headerCases) {
  security(`${item.name}: every security header exactly as written in the test, no HSTS by default, no X-Powered-By`, async ({ server }) => {
    const answer = await askCase(server, item);
    assert.is(answer.status, item.status);
    assertSecurityHeaders(answer.headers, item.name);
  });
}

for (const item of headerCases.filter((entry) => ['200 page', '304', '404 page', '404 plain', '405', '400', '/healthz', '301 /bio/'].includes(entry.name))) {
  security(`${item.name}: with { hsts: true } Strict-Transport-Security with a max-age is added`, async ({ hstsServer }) => {
    const answer = await askCase(hstsServer, item);
    assert.is(answer.status, item.status);
    assertSecurityHeaders(answer.headers, `${item.name} (HSTS on)`, true);
  });
}

security.run();
