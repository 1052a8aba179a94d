// How the production app serves the built dist/ over real HTTP: caching and 304s, the
// precompressed encodings (byte for byte), byte ranges, methods and HEAD, hostile URLs, Node's own
// limits, security headers, /healthz, the /bio/ redirect, the 404 log and the 500 page.
// Requests go through node:http with raw paths and raw bodies: nothing is normalised or decoded
// on the way, so what is checked is exactly what the server sent.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { HeaderRules } from '../../src/site-format';
import { createNotFoundLog } from '../../src/server/http/not-found-log';
import { loadSite, type Resource } from '../../src/server/site/load-site';
import { cspDirectives, expectedCspDirectives, expectedEtag, expectedSecurityHeaders } from '../support/expected-headers';
import { distDir, startTestServer, type TestServer } from '../support/test-server';

// --- what the build wrote ----------------------------------------------------------------------

const root = join(distDir, '..');
const rules = JSON.parse(readFileSync(join(distDir, 'headers.json'), 'utf8')) as HeaderRules;
const distFile = (file: string) => readFileSync(join(distDir, file));
/** URL path → dist-relative file, for everything the server answers with a file. */
const servedFiles: Record<string, string> = { ...rules.pages, ...rules.publicFiles };
const servedUrls = Object.keys(servedFiles);
const assetUrls = servedUrls.filter((url) => url.startsWith('/assets/'));
const unhashedUrls = servedUrls.filter((url) => !url.startsWith('/assets/'));
/** URLs whose file has .br and .gz siblings on disk. */
const precompressedUrls = servedUrls.filter((url) => existsSync(join(distDir, `${servedFiles[url]}.br`)) && existsSync(join(distDir, `${servedFiles[url]}.gz`)));
const jsAssetUrl = precompressedUrls.find((url) => /^\/assets\/main-.*\.js$/.test(url)) ?? precompressedUrls.find((url) => url.endsWith('.js'));
const videoUrl = '/media/hero.mp4';
const notFoundPageBytes = distFile(rules.notFoundPage);
/** Text formats worth compressing (src/server/README.md, "Requests"), and the size from which it pays: 1 KB. */
const compressibleExtensions = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.txt', '.xml', '.svg']);
const minCompressBytes = 1024;

/** Text that must never leak: the name line of package.json, outside dist/. */
const packageNameLine = /"name":\s*"[^"]+"/.exec(readFileSync(join(root, 'package.json'), 'utf8'))![0];

// --- HTTP helpers ------------------------------------------------------------------------------

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface Ask {
  method?: string;
  headers?: OutgoingHttpHeaders;
}

/** One request on a fresh connection, the path sent as is; the body as raw bytes. Bounded by 5 s. */
function ask(base: string, path: string, { method = 'GET', headers = {} }: Ask = {}): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(5_000, () => req.destroy(new Error(`no answer to ${method} ${path.slice(0, 80)} within 5 s`)));
    req.on('error', reject);
    req.end();
  });
}

/** Like ask, but a connection closed by the server is an answer too (null). */
async function askOrClosed(base: string, path: string, options: Ask = {}): Promise<Answer | null> {
  try {
    return await ask(base, path, options);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ECONNRESET' || code === 'EPIPE') return null;
    throw error;
  }
}

type Running = TestServer;
const serve = startTestServer;

const text = (answer: Answer) => answer.body.toString('utf8');
const parsedLogs = (logs: string[]) => logs.map((line) => JSON.parse(line) as Record<string, unknown>);

const expectedCsp = expectedCspDirectives();
const requiredCspDirectives = ["default-src 'self'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'none'", "object-src 'none'", "media-src 'self'"];

/** The security headers, exactly as written in test/support/expected-headers.ts, and what they must say. */
function assertSecurityHeaders(headers: IncomingHttpHeaders, label: string, hsts = false): void {
  for (const [name, value] of Object.entries(expectedSecurityHeaders)) assert.is(headers[name], value, `${label}: ${name}`);
  assert.equal(cspDirectives(String(headers['content-security-policy'] ?? '')), expectedCsp, `${label}: Content-Security-Policy`);
  const csp = String(headers['content-security-policy'] ?? '');
  const directives = csp.split(';').map((directive) => directive.trim());
  for (const directive of requiredCspDirectives) assert.ok(directives.includes(directive), `${label}: CSP lacks ${directive}`);
  assert.not.match(csp, /'unsafe-inline'|'unsafe-eval'/, `${label}: CSP allows unsafe code`);
  assert.is(headers['x-content-type-options'], 'nosniff', label);
  assert.is(headers['referrer-policy'], 'strict-origin-when-cross-origin', label);
  const permissions = String(headers['permissions-policy'] ?? '')
    .split(',')
    .map((feature) => feature.trim());
  assert.ok(permissions.includes('camera=()'), `${label}: camera not switched off`);
  assert.ok(permissions.includes('microphone=()'), `${label}: microphone not switched off`);
  assert.is(headers['cross-origin-opener-policy'], 'same-origin', label);
  assert.is(headers['cross-origin-resource-policy'], 'same-origin', label);
  assert.is(headers['x-powered-by'], undefined, `${label}: X-Powered-By sent`);
  if (hsts) {
    const maxAge = /^max-age=(\d+)/.exec(String(headers['strict-transport-security'] ?? ''));
    assert.ok(maxAge && Number(maxAge[1]) > 0, `${label}: HSTS without a max-age: ${headers['strict-transport-security']}`);
  } else {
    assert.is(headers['strict-transport-security'], undefined, `${label}: HSTS sent though not enabled`);
  }
}

// Sanity of the inputs the tables below are built from: a test table that is empty tests nothing.
const inputs = suite('serving: the build under test');

inputs('dist/ holds pages, hashed assets, unhashed files, the video and precompressed files', () => {
  assert.ok(rules.pages['/'] && rules.pages['/bio'], 'pages / and /bio');
  assert.ok(assetUrls.length > 0, 'hashed assets');
  assert.ok(unhashedUrls.includes('/favicon.svg') && unhashedUrls.includes(videoUrl) && unhashedUrls.includes('/sounds/notification.mp3'));
  assert.ok(precompressedUrls.includes('/'), 'index.html has .br and .gz');
  assert.ok(jsAssetUrl, 'a precompressed JS asset');
});

inputs('every compressible file of 1 KB or more has .br (quality 11) and .gz (level 9) beside it', () => {
  const compressible = Object.values(servedFiles).filter((file) => compressibleExtensions.has(extname(file)) && distFile(file).byteLength >= minCompressBytes);
  assert.ok(compressible.length >= 3, `only ${compressible.length} compressible files`);
  for (const file of compressible) {
    const bytes = distFile(file);
    assert.ok(existsSync(join(distDir, `${file}.br`)), `${file}.br missing`);
    assert.ok(existsSync(join(distDir, `${file}.gz`)), `${file}.gz missing`);
    const br = distFile(`${file}.br`);
    const gz = distFile(`${file}.gz`);
    assert.ok(brotliDecompressSync(br).equals(bytes), `${file}.br does not decompress to ${file}`);
    assert.ok(gunzipSync(gz).equals(bytes), `${file}.gz does not decompress to ${file}`);
    const q11 = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } });
    assert.ok(br.equals(q11), `${file}.br is not brotli quality 11`);
    assert.ok(gz.equals(gzipSync(bytes, { level: 9 })), `${file}.gz is not gzip level 9`);
  }
});

inputs.run();

// --- caching and conditional requests ----------------------------------------------------------

const caching = suite<{ server: Running }>('serving: caching and 304');
caching.before(async (context) => {
  context.server = await serve();
});
caching.after(async ({ server }) => server.close());

caching('every hashed asset under /assets/ is cached for a year as immutable', async ({ server }) => {
  for (const url of assetUrls) {
    const answer = await ask(server.url, url);
    assert.is(answer.status, 200, url);
    assert.is(answer.headers['cache-control'], 'public, max-age=31536000, immutable', url);
  }
});

caching('pages and unhashed files (favicon, video, sound) are no-cache with a strong ETag of their bytes', async ({ server }) => {
  for (const url of unhashedUrls) {
    const answer = await ask(server.url, url);
    assert.is(answer.status, 200, url);
    assert.is(answer.headers['cache-control'], 'no-cache', url);
    const etag = answer.headers.etag ?? '';
    assert.match(etag, /^"[^"]+"$/, `${url}: ETag ${etag} is not strong`);
    assert.is(etag, expectedEtag(distFile(servedFiles[url]!)), `${url}: ETag does not follow the bytes`);
  }
});

caching('files with different contents get different ETags (identical files, such as favicon.svg and the SVG logo, share one)', async ({ server }) => {
  const etags = await Promise.all(servedUrls.map(async (url) => (await ask(server.url, url, { method: 'HEAD' })).headers.etag));
  const contents = servedUrls.map((url) => createHash('sha256').update(distFile(servedFiles[url]!)).digest('hex'));
  assert.ok(new Set(contents).size > servedUrls.length / 2, 'mostly distinct files');
  assert.is(new Set(etags).size, new Set(contents).size);
  contents.forEach((content, index) => assert.is(etags[contents.indexOf(content)], etags[index], servedUrls[index]));
});

const conditionalUrls = ['/', '/bio', '/favicon.svg', videoUrl, '/sounds/notification.mp3'];
const noneMatchForms: Array<[name: string, form: (etag: string) => string]> = [
  ['the ETag itself', (etag) => etag],
  ['its weak form W/', (etag) => `W/${etag}`],
  ['a list holding it', (etag) => `"something-else", ${etag}, W/"other"`],
  ['*', () => '*'],
];

for (const [formName, form] of noneMatchForms) {
  caching(`If-None-Match with ${formName} gets 304 with no body, keeping ETag and Cache-Control`, async ({ server }) => {
    for (const url of [...conditionalUrls, jsAssetUrl!]) {
      const first = await ask(server.url, url);
      const etag = first.headers.etag!;
      const answer = await ask(server.url, url, { headers: { 'If-None-Match': form(etag) } });
      assert.is(answer.status, 304, url);
      assert.is(answer.body.byteLength, 0, `${url}: 304 with a body`);
      assert.is(answer.headers.etag, etag, url);
      assert.is(answer.headers['cache-control'], first.headers['cache-control'], url);
    }
  });
}

caching('If-None-Match with another ETag gets the whole file with 200', async ({ server }) => {
  for (const url of conditionalUrls) {
    const answer = await ask(server.url, url, { headers: { 'If-None-Match': '"not-the-current-tag", W/"nor-this"' } });
    assert.is(answer.status, 200, url);
    assert.ok(answer.body.equals(distFile(servedFiles[url]!)), url);
  }
});

caching.run();

// --- precompressed encodings, byte for byte ----------------------------------------------------

const encodings = suite<{ server: Running }>('serving: precompressed encodings');
encodings.before(async (context) => {
  context.server = await serve();
});
encodings.after(async ({ server }) => server.close());

for (const url of precompressedUrls) {
  encodings(`${url}: identity, br and gzip are the exact bytes of the file, .br and .gz, each with its own ETag`, async ({ server }) => {
    const file = servedFiles[url]!;
    const identityBytes = distFile(file);
    const expected: Array<[acceptEncoding: string | undefined, coding: string | undefined, bytes: Buffer]> = [
      [undefined, undefined, identityBytes],
      ['identity', undefined, identityBytes],
      ['br', 'br', distFile(`${file}.br`)],
      ['gzip', 'gzip', distFile(`${file}.gz`)],
    ];
    const etags = new Set<string>();
    for (const [acceptEncoding, coding, bytes] of expected) {
      const label = `${url} with Accept-Encoding ${acceptEncoding ?? '(none)'}`;
      const answer = await ask(server.url, url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });
      assert.is(answer.status, 200, label);
      assert.is(answer.headers['content-encoding'], coding, label);
      assert.is(answer.headers.vary, 'Accept-Encoding', label);
      assert.is(answer.headers['content-length'], String(bytes.byteLength), label);
      assert.ok(answer.body.equals(bytes), `${label}: body differs from the file on disk`);
      etags.add(answer.headers.etag!);
    }
    assert.is(etags.size, 3, 'identity, br and gzip share an ETag');
  });

  encodings(`${url}: the br and gzip bodies decompress to the identity bytes`, async ({ server }) => {
    const identityBytes = distFile(servedFiles[url]!);
    const br = await ask(server.url, url, { headers: { 'Accept-Encoding': 'br' } });
    const gzip = await ask(server.url, url, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.ok(brotliDecompressSync(br.body).equals(identityBytes), 'br');
    assert.ok(gunzipSync(gzip.body).equals(identityBytes), 'gzip');
    assert.ok(br.body.byteLength < identityBytes.byteLength && gzip.body.byteLength < identityBytes.byteLength, 'not smaller');
  });
}

const negotiationRows: Array<[acceptEncoding: string, coding: 'br' | 'gzip' | undefined]> = [
  ['gzip, deflate, br, zstd', 'br'],
  ['br;q=0, gzip', 'gzip'],
  ['gzip;q=1, br;q=0.5', 'gzip'],
  ['br;q=0, gzip;q=0', undefined],
  ['*', 'br'],
  ['x-gzip', 'gzip'],
  ['deflate', undefined],
];

for (const [acceptEncoding, coding] of negotiationRows) {
  encodings(`Accept-Encoding "${acceptEncoding}" gets ${coding ?? 'identity'} on a page and on a JS asset`, async ({ server }) => {
    for (const url of ['/', jsAssetUrl!]) {
      const file = servedFiles[url]!;
      const answer = await ask(server.url, url, { headers: { 'Accept-Encoding': acceptEncoding } });
      assert.is(answer.headers['content-encoding'], coding, url);
      const expected = distFile(coding === 'br' ? `${file}.br` : coding === 'gzip' ? `${file}.gz` : file);
      assert.ok(answer.body.equals(expected), `${url}: body differs from the file on disk`);
      assert.is(answer.headers['content-length'], String(expected.byteLength), url);
      assert.is(answer.headers.vary, 'Accept-Encoding', url);
    }
  });
}

encodings('If-None-Match is compared with the ETag of the encoding being sent', async ({ server }) => {
  const url = jsAssetUrl!;
  const identityTag = (await ask(server.url, url)).headers.etag!;
  const brTag = (await ask(server.url, url, { headers: { 'Accept-Encoding': 'br' } })).headers.etag!;
  const brAgain = await ask(server.url, url, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': brTag } });
  assert.is(brAgain.status, 304);
  assert.is(brAgain.headers.etag, brTag);
  assert.is(brAgain.headers['content-encoding'], 'br');
  // A cached identity copy is not the br representation: the br bytes are sent.
  const brForIdentityTag = await ask(server.url, url, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': identityTag } });
  assert.is(brForIdentityTag.status, 200);
  assert.ok(brForIdentityTag.body.equals(distFile(`${servedFiles[url]}.br`)));
});

encodings('files that are not precompressed (video, images) are sent as they are, without Vary', async ({ server }) => {
  for (const url of [videoUrl, '/og-image.jpg', '/favicon.svg']) {
    const answer = await ask(server.url, url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    assert.is(answer.status, 200, url);
    assert.is(answer.headers['content-encoding'], undefined, url);
    assert.is(answer.headers.vary, undefined, url);
    assert.ok(answer.body.equals(distFile(servedFiles[url]!)), url);
  }
});

encodings.run();

// --- byte ranges -------------------------------------------------------------------------------

const ranges = suite<{ server: Running }>('serving: byte ranges');
ranges.before(async (context) => {
  context.server = await serve();
});
ranges.after(async ({ server }) => server.close());

function assertSlice(answer: Answer, bytes: Buffer, start: number, end: number, label: string): void {
  assert.is(answer.status, 206, label);
  assert.is(answer.headers['content-range'], `bytes ${start}-${end}/${bytes.byteLength}`, label);
  assert.is(answer.headers['content-length'], String(end - start + 1), label);
  assert.is(answer.headers['content-encoding'], undefined, `${label}: a 206 must not be compressed`);
  assert.ok(answer.body.equals(bytes.subarray(start, end + 1)), `${label}: body is not the file's slice ${start}-${end}`);
}

for (const url of [videoUrl, jsAssetUrl!]) {
  const bytes = () => distFile(servedFiles[url]!);
  const rangeRows: Array<[name: string, header: (size: number) => string, slice: (size: number) => [number, number]]> = [
    ['the first two bytes (bytes=0-1)', () => 'bytes=0-1', () => [0, 1]],
    ['the first byte (bytes=0-0)', () => 'bytes=0-0', () => [0, 0]],
    ['open-ended (bytes=100-)', () => 'bytes=100-', (size) => [100, size - 1]],
    ['the last 500 bytes (bytes=-500)', () => 'bytes=-500', (size) => [size - 500, size - 1]],
    ['an end past the file, clamped', (size) => `bytes=${size - 10}-${size + 5000}`, (size) => [size - 10, size - 1]],
    ['a middle slice', (size) => `bytes=${Math.floor(size / 3)}-${Math.floor(size / 2)}`, (size) => [Math.floor(size / 3), Math.floor(size / 2)]],
  ];

  for (const [name, header, slice] of rangeRows) {
    ranges(`${url}: ${name} gets 206 with exactly those bytes`, async ({ server }) => {
      const file = bytes();
      const [start, end] = slice(file.byteLength);
      const answer = await ask(server.url, url, { headers: { Range: header(file.byteLength) } });
      assertSlice(answer, file, start, end, `${url} ${header(file.byteLength)}`);
    });
  }

  ranges(`${url}: a range is sent uncompressed even with Accept-Encoding: br`, async ({ server }) => {
    const file = bytes();
    const answer = await ask(server.url, url, { headers: { Range: 'bytes=0-99', 'Accept-Encoding': 'br, gzip' } });
    assertSlice(answer, file, 0, 99, `${url} bytes=0-99 with br`);
  });

  ranges(`${url}: a start at or past the end gets 416 with Content-Range: bytes */size`, async ({ server }) => {
    const size = bytes().byteLength;
    for (const header of [`bytes=${size}-`, `bytes=${size + 100}-${size + 200}`, 'bytes=-0']) {
      const answer = await ask(server.url, url, { headers: { Range: header } });
      assert.is(answer.status, 416, header);
      assert.is(answer.headers['content-range'], `bytes */${size}`, header);
      assert.not.ok(answer.body.includes(bytes().subarray(0, 16)), `${header}: file bytes in a 416`);
    }
  });

  ranges(`${url}: If-Range with the current ETag honours the range`, async ({ server }) => {
    const file = bytes();
    const etag = (await ask(server.url, url, { method: 'HEAD' })).headers.etag!;
    const answer = await ask(server.url, url, { headers: { Range: 'bytes=0-1', 'If-Range': etag } });
    assertSlice(answer, file, 0, 1, `${url} If-Range current`);
  });

  for (const [name, ifRange] of [
    ['another ETag', '"an-older-version"'],
    ['the weak form of the current ETag', null],
  ] as const) {
    ranges(`${url}: If-Range with ${name} sends the whole file with 200`, async ({ server }) => {
      const file = bytes();
      const etag = (await ask(server.url, url, { method: 'HEAD' })).headers.etag!;
      const answer = await ask(server.url, url, { headers: { Range: 'bytes=0-1', 'If-Range': ifRange ?? `W/${etag}` } });
      assert.is(answer.status, 200);
      assert.is(answer.headers['content-range'], undefined);
      assert.ok(answer.body.equals(file), 'not the whole file');
    });
  }

  for (const header of ['bytes=0-1,5-6', 'bytes=abc', 'bytes=5-2', 'items=0-1', 'bytes=', 'bytes 0-1']) {
    ranges(`${url}: "${header}" (several ranges or malformed) gets the whole file with 200`, async ({ server }) => {
      const answer = await ask(server.url, url, { headers: { Range: header } });
      assert.is(answer.status, 200);
      assert.is(answer.headers['content-range'], undefined);
      assert.is(answer.headers['accept-ranges'], 'bytes');
      assert.ok(answer.body.equals(bytes()), 'not the whole file');
    });
  }
}

ranges.run();

// --- methods and HEAD --------------------------------------------------------------------------

const methods = suite<{ server: Running }>('serving: methods and HEAD');
methods.before(async (context) => {
  context.server = await serve();
});
methods.after(async ({ server }) => server.close());

for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE']) {
  methods(`${method} gets 405 with Allow: GET, HEAD, on a page, a file and an unknown path`, async ({ server }) => {
    for (const url of ['/', jsAssetUrl!, '/nao-existe']) {
      const answer = await ask(server.url, url, { method });
      assert.is(answer.status, 405, `${method} ${url}`);
      assert.is(answer.headers.allow, 'GET, HEAD', `${method} ${url}`);
      assert.not.ok(answer.body.includes(distFile(servedFiles['/']!).subarray(0, 64)), 'page bytes in a 405');
    }
  });
}

const headCases: Array<[url: string, headers: OutgoingHttpHeaders]> = [
  ['/', {}],
  ['/', { 'Accept-Encoding': 'br' }],
  ['/bio', { 'Accept-Encoding': 'gzip' }],
  [jsAssetUrl!, { 'Accept-Encoding': 'br' }],
  [videoUrl, {}],
  [videoUrl, { Range: 'bytes=0-1' }],
  ['/favicon.svg', {}],
  ['/nao-existe', {}],
  ['/healthz', {}],
];

for (const [url, headers] of headCases) {
  methods(`HEAD ${url} ${JSON.stringify(headers)} has the same headers as GET (Content-Length too) and no body`, async ({ server }) => {
    const get = await ask(server.url, url, { headers });
    const head = await ask(server.url, url, { method: 'HEAD', headers });
    assert.is(head.status, get.status);
    assert.is(head.body.byteLength, 0, 'HEAD with a body');
    const { date: _getDate, ...getHeaders } = get.headers;
    const { date: _headDate, ...headHeaders } = head.headers;
    assert.equal(headHeaders, getHeaders);
    assert.ok(head.headers['content-length'], 'HEAD without Content-Length');
  });
}

methods.run();

// --- malformed, hostile and oversized requests -------------------------------------------------

const hostile = suite<{ server: Running }>('serving: malformed and hostile URLs');
hostile.before(async (context) => {
  context.server = await serve();
});
hostile.after(async ({ server }) => server.close());
hostile.before.each(({ server }) => {
  server.logs.length = 0;
});

for (const url of ['/%E0%A4%A', '/%', '/%00', '/bio%00', '/assets/%00.js', '/%C0%AE%C0%AE/package.json']) {
  hostile(`${url} (malformed escape or NUL) gets 400`, async ({ server }) => {
    const answer = await ask(server.url, url);
    assert.is(answer.status, 400);
    assert.not.match(text(answer), /at .*\(|URIError|node_modules/, 'error details in the body');
    assert.is((await ask(server.url, '/')).status, 200, 'the server still answers');
  });
}

const traversals = [
  '/../package.json',
  '/assets/../../package.json',
  '/%2e%2e/package.json',
  '/%2e%2e%2fpackage.json',
  '/%252e%252e/package.json',
  '/..%5cpackage.json',
  '/assets%5c..%5c..%5cpackage.json',
  '/assets/..%2f..%2fpackage.json',
  '/.git/config',
  '/server.mjs',
  '/report.mjs',
  '/build.json',
  '/headers.json',
  '/retained-assets.json',
  '/../.dist-builds',
  '/nginx.conf',
  '/_headers',
  '/index.html',
  '/index.html.br',
  '/index.html.gz',
  `/${servedFiles[jsAssetUrl!]}.br`,
];

for (const url of traversals) {
  hostile(`${url} gets 404 and none of the file's contents`, async ({ server }) => {
    const answer = await ask(server.url, url);
    assert.is(answer.status, 404);
    assert.not.ok(text(answer).includes(packageNameLine), 'package.json leaked');
    // The body is one of the two 404 bodies: the plain text or the 404 page.
    assert.ok(text(answer) === 'Not Found' || answer.body.equals(notFoundPageBytes), `unexpected 404 body: ${text(answer).slice(0, 120)}`);
  });
}

hostile('a 20 000-character URL is refused by Node and the server keeps answering', async ({ server }) => {
  const answer = await askOrClosed(server.url, '/' + 'a'.repeat(20_000));
  assert.ok(answer === null || answer.status === 414 || answer.status === 431, `status ${answer?.status}`);
  assert.is((await ask(server.url, '/')).status, 200);
  assert.equal(server.logs, [], 'the refused request reached the app');
});

hostile('a 20 KB Cookie header is refused by Node and the server keeps answering', async ({ server }) => {
  const answer = await askOrClosed(server.url, '/', { headers: { Cookie: `big=${'x'.repeat(20_000)}` } });
  assert.ok(answer === null || answer.status === 431, `status ${answer?.status}`);
  assert.is((await ask(server.url, '/')).status, 200);
});

hostile.run();

// Dotfiles never reach the map of files, even when they sit in the served folder.
const dotfiles = suite<{ server: Running; copyDir: string; secret: string }>('serving: dotfiles in the served folder');
dotfiles.before(async (context) => {
  context.secret = `dotfile-secret-${randomUUID()}`;
  context.copyDir = await mkdtemp(join(tmpdir(), 'dist-copy-'));
  // dist is a link to the live build folder: copy the folder itself, not the link.
  await cp(await realpath(distDir), context.copyDir, { recursive: true });
  await writeFile(join(context.copyDir, '.env'), `SECRET=${context.secret}\n`);
  await writeFile(join(context.copyDir, 'assets', '.hidden.js'), `console.log(${JSON.stringify(context.secret)});\n`);
  await mkdir(join(context.copyDir, '.well-known'));
  await writeFile(join(context.copyDir, '.well-known', 'security.txt'), `Contact: ${context.secret}\n`);
  context.server = await serve(loadSite(context.copyDir));
});
dotfiles.after(async ({ server, copyDir }) => {
  await server?.close();
  if (copyDir) await rm(copyDir, { recursive: true, force: true });
});

dotfiles('the copy is served (the app really runs on it)', async ({ server }) => {
  const answer = await ask(server.url, '/');
  assert.is(answer.status, 200);
  assert.ok(answer.body.equals(distFile(servedFiles['/']!)));
});

for (const url of ['/.env', '/assets/.hidden.js', '/.well-known/security.txt', '/%2eenv', '/assets/%2ehidden.js', '/.well-known/%73ecurity.txt', '/assets/../.env']) {
  dotfiles(`${url} gets 404 without the file's secret`, async ({ server, secret }) => {
    for (const acceptEncoding of [undefined, 'br, gzip']) {
      const answer = await ask(server.url, url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });
      assert.is(answer.status, 404);
      assert.not.ok(answer.body.includes(secret), 'the secret leaked');
    }
  });
}

dotfiles.run();

// --- security headers --------------------------------------------------------------------------

interface HeaderCase {
  name: string;
  url: string | (() => string);
  ask?: Ask | ((server: Running) => Promise<Ask>);
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

async function askCase(server: Running, item: HeaderCase): Promise<Answer> {
  const options = typeof item.ask === 'function' ? await item.ask(server) : item.ask;
  return ask(server.url, typeof item.url === 'function' ? item.url() : item.url, options);
}

const security = suite<{ server: Running; hstsServer: Running }>('serving: security headers');
security.before(async (context) => {
  context.server = await serve();
  context.hstsServer = await serve(loadSite(distDir), () => ({ hsts: true }));
});
security.after(async ({ server, hstsServer }) => {
  await server?.close();
  await hstsServer?.close();
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

// --- /healthz and the /bio/ redirect -----------------------------------------------------------

const routesSuite = suite<{ server: Running }>('serving: /healthz and /bio/');
routesSuite.before(async (context) => {
  context.server = await serve();
});
routesSuite.after(async ({ server }) => server.close());
routesSuite.before.each(({ server }) => {
  server.logs.length = 0;
});

routesSuite('GET /healthz answers 200 "ok", not cacheable, and writes no log line', async ({ server }) => {
  const answer = await ask(server.url, '/healthz');
  assert.is(answer.status, 200);
  assert.is(text(answer), 'ok');
  assert.is(answer.headers['cache-control'], 'no-store');
  assert.equal(server.logs, []);
});

for (const [url, location] of [
  ['/bio/', '/bio'],
  ['/bio/?utm_source=ig', '/bio?utm_source=ig'],
  ['/bio/?a=1&b=%20two', '/bio?a=1&b=%20two'],
] as const) {
  routesSuite(`${url} redirects with 301 to the relative ${location}`, async ({ server }) => {
    const answer = await ask(server.url, url);
    assert.is(answer.status, 301);
    assert.is(answer.headers.location, location);
    assert.equal(server.logs, []);
  });
}

routesSuite('/bio answers 200 with bio.html', async ({ server }) => {
  const answer = await ask(server.url, '/bio');
  assert.is(answer.status, 200);
  assert.ok(answer.body.equals(distFile(servedFiles['/bio']!)));
});

routesSuite.run();

// --- the 404 log -------------------------------------------------------------------------------

const notFound = suite<{ server: Running }>('serving: the 404 log');
notFound.before(async (context) => {
  context.server = await serve();
});
notFound.after(async ({ server }) => server.close());
notFound.before.each(({ server }) => {
  server.logs.length = 0;
});

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

const rateLimited = suite<{ server: Running; clock: { ms: number }; flush(): void }>('serving: the 404 log rate limit over HTTP');
rateLimited.before(async (context) => {
  context.clock = { ms: 1_700_000_000_000 };
  context.server = await serve(loadSite(distDir), (logger) => {
    const notFoundLog = createNotFoundLog(logger, 5, () => context.clock.ms);
    context.flush = () => notFoundLog.flush();
    return { notFoundLog };
  });
});
rateLimited.after(async ({ server }) => server?.close());

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

const failures = suite<{ server: Running }>('serving: errors inside the app');
failures.before(async (context) => {
  const site = loadSite(distDir);
  const files = new Map(site.files);
  // A large (streamed) file that has gone from the disk since start-up.
  files.set('/gone.mp4', {
    contentType: 'video/mp4',
    cacheControl: 'no-cache',
    codings: [],
    identity: { etag: '"gone"', size: 1234, body: null, absolutePath: join(tmpdir(), `missing-${randomUUID()}.mp4`) },
  });
  context.server = await serve({ ...site, pages: new ExplodingPages(site.pages), files });
});
failures.after(async ({ server }) => server?.close());
failures.before.each(({ server }) => {
  server.logs.length = 0;
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
