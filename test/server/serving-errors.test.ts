// The 404 log (one escaped JSON line per 404, rate-limited) and errors inside the app (the pt-BR
// 500 page, the stack logged, the server still answering), over real HTTP.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as assert from 'uvu/assert';
import { createNotFoundLog } from '../../src/server/http/not-found-log';
import { loadSite, type Resource } from '../../src/server/site/load-site';
import { ask, askOrClosed, text } from '../support/http-client';
import { distDir, serve } from '../support/serve';
import { assertSecurityHeaders, distFile, jsAssetUrl, servedFiles, servingSuite } from '../support/serving';

const parsedLogs = (logs: string[]) => logs.map((line) => JSON.parse(line) as Record<string, unknown>);

// --- the 404 log -------------------------------------------------------------------------------

const notFound = servingSuite('serving: the 404 log', { freshLogs: true });

notFound('each 404 writes one JSON line: level warn, msg "not found", the path and ts', async ({ server }) => {
  for (const url of ['/produtos', '/nada.png']) {
    server.logs.length = 0;
    assert.is((await ask(server.url, `${url}?q=1`)).status, 404);
    assert.is(server.logs.length, 1, url);
    const line = JSON.parse(server.logs[0]!) as Record<string, unknown>;
    assert.equal(Object.keys(line).sort(), ['level', 'msg', 'path', 'ts']);
    assert.is(line.level, 'warn');
    assert.is(line.msg, 'not found');
    assert.is(line.path, url);
    assert.ok(!Number.isNaN(Date.parse(String(line.ts))), `ts ${line.ts}`);
  }
});

notFound('pages, files, 304s, 400s and 405s write no 404 line', async ({ server }) => {
  await ask(server.url, '/');
  await ask(server.url, jsAssetUrl!);
  await ask(server.url, '/', { headers: { 'If-None-Match': '*' } });
  await ask(server.url, '/%');
  await ask(server.url, '/nao-existe', { method: 'POST' });
  assert.equal(server.logs, []);
});

notFound('CR, LF and an ANSI escape in the path cannot forge a line', async ({ server }) => {
  const url = '/%0D%0A{"level":"error","msg":"forged"}%0A%1B[31mred%1B[0m';
  assert.is((await ask(server.url, url)).status, 404);
  assert.is(server.logs.length, 1);
  const raw = server.logs[0]!;
  assert.not.match(raw, /[\r\n\u001b]/);
  const line = JSON.parse(raw) as Record<string, unknown>;
  assert.is(line.level, 'warn');
  assert.is(line.msg, 'not found');
  assert.match(decodeURIComponent(String(line.path)), /forged/);
});

notFound('a long path is logged capped at 200 characters plus an ellipsis', async ({ server }) => {
  const url = '/' + 'abcdefghij'.repeat(50);
  await ask(server.url, url);
  assert.is(server.logs.length, 1);
  assert.is(JSON.parse(server.logs[0]!).path, url.slice(0, 200) + '…');
});

const rateLimited = servingSuite<{ clock: { ms: number }; flush(): void }>('serving: the 404 log rate limit over HTTP', {
  start: (context) => {
    context.clock = { ms: 1_700_000_000_000 };
    return serve({
      app: (logger) => {
        const notFoundLog = createNotFoundLog(logger, 5, () => context.clock.ms);
        context.flush = () => notFoundLog.flush();
        return { notFoundLog };
      },
    });
  },
});

rateLimited('12 quick 404s in one second write 5 lines; the 7 dropped are reported once the second is over', async (context) => {
  const { server } = context;
  for (let i = 0; i < 12; i += 1) assert.is((await ask(server.url, `/flood-${i}`)).status, 404);
  const lines = parsedLogs(server.logs);
  assert.equal(
    lines.map((line) => line.path),
    ['/flood-0', '/flood-1', '/flood-2', '/flood-3', '/flood-4'],
  );
  context.flush();
  assert.is(server.logs.length, 5, 'a summary before the second is over');
  context.clock.ms += 1_000;
  context.flush();
  context.flush();
  const summaries = parsedLogs(server.logs).filter((line) => line.msg === 'not found lines dropped');
  assert.is(summaries.length, 1);
  assert.is(summaries[0]!.dropped, 7);
  assert.is(summaries[0]!.level, 'warn');
});

notFound.run();
rateLimited.run();

// --- 500 ---------------------------------------------------------------------------------------

const errorMessage = `exploded-${randomUUID()}`;

/** The real pages, except that looking up /explode throws, as a bug inside the app would. */
class ExplodingPages extends Map<string, Resource> {
  override get(key: string): Resource | undefined {
    if (key === '/explode') throw new Error(errorMessage);
    return super.get(key);
  }
}

const failures = servingSuite('serving: errors inside the app', {
  start: () => {
    const site = loadSite(distDir);
    const files = new Map(site.files);
    // A large (streamed) file that has gone from the disk since start-up.
    files.set('/gone.mp4', {
      contentType: 'video/mp4',
      cacheControl: 'no-cache',
      codings: [],
      identity: { etag: '"gone"', size: 1234, body: null, absolutePath: join(tmpdir(), `missing-${randomUUID()}.mp4`) },
    });
    return serve({ site: { ...site, pages: new ExplodingPages(site.pages), files } });
  },
  freshLogs: true,
});

failures('an error inside the app gets the pt-BR 500 page, without the message or the stack', async ({ server }) => {
  const answer = await ask(server.url, '/explode');
  assert.is(answer.status, 500);
  assert.match(String(answer.headers['content-type']), /^text\/html/);
  assert.is(answer.headers['cache-control'], 'no-store');
  const body = text(answer);
  assert.match(body, /<html lang="pt-BR">/);
  assert.match(body, /Algo deu errado/);
  assert.not.ok(body.includes(errorMessage), 'the error message leaked');
  assert.not.match(body, /\bat \S+ \(|\.ts:\d+|node_modules|Error:/, 'the stack leaked');
  assertSecurityHeaders(answer.headers, '500');
});

failures('the 500 is logged as an error with the message and the stack, in one line', async ({ server }) => {
  await ask(server.url, '/explode');
  assert.is(server.logs.length, 1);
  assert.not.match(server.logs[0]!, /[\r\n]/);
  const line = JSON.parse(server.logs[0]!) as Record<string, unknown>;
  assert.is(line.level, 'error');
  assert.is(line.error, errorMessage);
  assert.match(String(line.stack), new RegExp(`Error: ${errorMessage}\\n\\s+at `));
});

failures('after a 500 the server keeps answering', async ({ server }) => {
  await ask(server.url, '/explode');
  const answer = await ask(server.url, '/');
  assert.is(answer.status, 200);
  assert.ok(answer.body.equals(distFile(servedFiles['/']!)));
});

failures('a streamed file missing from disk gets the 500 page and a logged stack; the server keeps answering', async ({ server }) => {
  server.logs.length = 0;
  const answer = await askOrClosed(server.url, '/gone.mp4');
  assert.ok(answer !== null, 'answered rather than cut off');
  assert.is(answer!.status, 500);
  assert.match(answer!.body.toString('utf8'), /Algo deu errado/);
  const line = JSON.parse(server.logs.find((entry) => entry.includes('request failed'))!);
  assert.match(line.stack, /ENOENT/);
  assert.is((await ask(server.url, '/')).status, 200);
});

failures.run();
