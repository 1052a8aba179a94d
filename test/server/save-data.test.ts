// `Save-Data: on` gets /bio and the 404 page without the app: a document with no
// <meta name="app-entry"> and no chunk list, so nothing fetches React whether or not the browser
// exposes navigator.connection.saveData, in every coding, with conditionals, HEAD and ranges.
// Every answer of those two pages varies on Save-Data; `/` is the app page itself and stays as it is.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ask, type Answer } from '../support/http-client';
import { serve, type Served } from '../support/serve';
import { distFile } from '../support/serving';

interface Side {
  name: string;
  server: Served;
  url: string;
}

const saveData = suite<{ sides: Side[] }>('serving: Save-Data: on gets the pages without the app');

saveData.before(async (context) => {
  const server = await serve();
  context.sides = [{ name: 'the server', server, url: server.url }];
});

saveData.after(async ({ sides }) => {
  for (const side of sides ?? []) await side.server.close();
});

// What the feature promises, spelled here rather than read from the build's records.
const pages = [
  { url: '/bio', status: 200, script: /<script type="module" src="\/assets\/page-bio-[^"]+\.js"><\/script>/ },
  { url: '/pagina-que-nao-existe', status: 404, script: /<script type="module" src="\/assets\/page-not-found-[^"]+\.js"><\/script>/ },
];
const bothVary = 'Accept-Encoding, Save-Data';
const appMarkers = ['name="app-entry"', 'name="module-chunks"', '/assets/main-'];

/** The HTML of an answer, whatever its coding. */
function html(answer: Answer): string {
  const coding = answer.headers['content-encoding'];
  return (coding === 'br' ? brotliDecompressSync(answer.body) : coding === 'gzip' ? gunzipSync(answer.body) : answer.body).toString('utf8');
}

function assertLean(answer: Answer, page: (typeof pages)[number], label: string): void {
  assert.is(answer.status, page.status, `${label}: status`);
  assert.is(answer.headers.vary, bothVary, `${label}: Vary`);
  const body = html(answer);
  for (const marker of appMarkers) assert.not.ok(body.includes(marker), `${label}: the lean page names ${marker}`);
  assert.match(body, page.script, `${label}: the page's own script is kept`);
  assert.ok(body.includes('<div id="root">'), `${label}: the page itself is there`);
}

function assertNormal(answer: Answer, page: (typeof pages)[number], label: string): void {
  assert.is(answer.status, page.status, `${label}: status`);
  assert.is(answer.headers.vary, bothVary, `${label}: Vary`);
  const body = html(answer);
  for (const marker of appMarkers) assert.ok(body.includes(marker), `${label}: the page lacks ${marker}`);
}

const onValues = ['on', 'ON', 'On', 'on;x', 'on ; lite'];
const otherValues = [undefined, 'off', '', 'onn', 'no', '1', 'on, on'];

for (const page of pages) {
  saveData(`${page.url}: Save-Data on (any case, with parameters) gets the page without the app, in every coding`, async ({ sides }) => {
    for (const side of sides) {
      for (const value of onValues) {
        for (const coding of ['br', 'gzip', 'identity']) {
          const answer = await ask(side.url, page.url, { headers: { 'Save-Data': value, 'Accept-Encoding': coding } });
          assertLean(answer, page, `${side.name}, Save-Data "${value}", ${coding}`);
          assert.is(answer.headers['content-encoding'], coding === 'identity' ? undefined : coding, `${side.name}: coding`);
          assert.is(answer.headers['content-length'], String(answer.body.byteLength), `${side.name}: Content-Length`);
        }
      }
    }
  });

  saveData(`${page.url}: without Save-Data on, the page with the app, and the same Vary`, async ({ sides }) => {
    for (const side of sides) {
      for (const value of otherValues) {
        const answer = await ask(side.url, page.url, { headers: { ...(value === undefined ? {} : { 'Save-Data': value }), 'Accept-Encoding': 'br' } });
        assertNormal(answer, page, `${side.name}, Save-Data ${value === undefined ? '(none)' : `"${value}"`}`);
      }
    }
  });

  saveData(`${page.url}: each variant has its own strong ETag, and If-None-Match answers 304 for that variant only`, async ({ sides }) => {
    for (const side of sides) {
      const lean = await ask(side.url, page.url, { headers: { 'Save-Data': 'on', 'Accept-Encoding': 'br' } });
      const normal = await ask(side.url, page.url, { headers: { 'Accept-Encoding': 'br' } });
      const [leanTag, normalTag] = [lean.headers.etag!, normal.headers.etag!];
      assert.match(leanTag, /^"[^"]+"$/, `${side.name}: a strong ETag`);
      assert.is.not(leanTag, normalTag, `${side.name}: the two documents share an ETag`);
      if (page.status !== 200) continue; // a 404 is never a 304 (serving-errors.test.ts)
      const revalidated = await ask(side.url, page.url, { headers: { 'Save-Data': 'on', 'Accept-Encoding': 'br', 'If-None-Match': leanTag } });
      assert.is(revalidated.status, 304, `${side.name}: the lean copy is current`);
      assert.is(revalidated.headers.etag, leanTag, side.name);
      assert.is(revalidated.headers.vary, bothVary, `${side.name}: Vary on the 304`);
      const normalForLeanTag = await ask(side.url, page.url, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': leanTag } });
      assert.is(normalForLeanTag.status, 200, `${side.name}: a lean copy is not the page with the app`);
      assertNormal(normalForLeanTag, page, `${side.name}, lean ETag without Save-Data`);
      const leanForNormalTag = await ask(side.url, page.url, { headers: { 'Save-Data': 'on', 'Accept-Encoding': 'br', 'If-None-Match': normalTag } });
      assert.is(leanForNormalTag.status, 200, `${side.name}: the page with the app is not the lean copy`);
      assertLean(leanForNormalTag, page, `${side.name}, normal ETag with Save-Data`);
      const normalAgain = await ask(side.url, page.url, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': normalTag } });
      assert.is(normalAgain.status, 304, `${side.name}: the normal copy is current`);
    }
  });
}

saveData('/bio: HEAD and a byte range with Save-Data on address the lean document', async ({ sides }) => {
  const leanBytes = distFile('bio.save-data.html');
  assert.not.ok(leanBytes.includes('name="app-entry"'), 'the lean file the build wrote names the app');
  for (const side of sides) {
    const head = await ask(side.url, '/bio', { method: 'HEAD', headers: { 'Save-Data': 'on' } });
    assert.is(head.status, 200, side.name);
    assert.is(head.headers['content-length'], String(leanBytes.byteLength), `${side.name}: HEAD announces the lean size`);
    assert.is(head.headers.vary, bothVary, `${side.name}: HEAD Vary`);
    assert.is(head.body.byteLength, 0, `${side.name}: HEAD has no body`);
    const range = await ask(side.url, '/bio', { headers: { 'Save-Data': 'on', Range: 'bytes=-64' } });
    assert.is(range.status, 206, side.name);
    assert.is(range.headers['content-range'], `bytes ${leanBytes.byteLength - 64}-${leanBytes.byteLength - 1}/${leanBytes.byteLength}`, side.name);
    assert.ok(range.body.equals(leanBytes.subarray(-64)), `${side.name}: the range is of the lean bytes`);
    const normalSize = distFile('bio.html').byteLength;
    const normalRange = await ask(side.url, '/bio', { headers: { Range: 'bytes=-64' } });
    assert.is(normalRange.headers['content-range'], `bytes ${normalSize - 64}-${normalSize - 1}/${normalSize}`, `${side.name}: without Save-Data, the normal bytes`);
  }
});

saveData('/ is the app page itself: Save-Data on changes nothing there, and it does not vary on it', async ({ sides }) => {
  for (const side of sides) {
    const [plain, saving] = await Promise.all([{}, { 'Save-Data': 'on' }].map((headers) => ask(side.url, '/', { headers: { ...headers, 'Accept-Encoding': 'br' } })));
    assert.ok(saving!.body.equals(plain!.body), `${side.name}: the same landing page`);
    assert.is(saving!.headers.vary, 'Accept-Encoding', side.name);
    assert.ok(html(saving!).includes('/assets/main-'), `${side.name}: the landing page keeps its entry`);
  }
});

saveData('a file-like 404 and a static file ignore Save-Data', async ({ sides }) => {
  for (const side of sides) {
    const plainNotFound = await ask(side.url, '/nada.php', { headers: { 'Save-Data': 'on' } });
    assert.is(plainNotFound.status, 404, side.name);
    assert.is(plainNotFound.body.toString(), 'Not Found', side.name);
    const icon = await ask(side.url, '/favicon.svg', { headers: { 'Save-Data': 'on' } });
    assert.is(icon.status, 200, side.name);
    assert.is(icon.headers.vary, undefined, side.name);
  }
});

saveData.run();
