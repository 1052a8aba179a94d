// npm run dev as a developer meets it: `build.ts --watch` runs as a real process in a scratch copy
// of the project (with its own picture cache, so the dev build never writes into the repo's
// node_modules/.cache), and the tests save src/app/content/hero.ts in the copy as an editor would.
// The tests share one dev server and run in order: each save starts from the page the last left.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseHtml } from '../support/built-html';
import { freePort } from '../support/free-port';
import { openStream, type Stream } from '../support/http-client';
import { childBaseEnv } from '../support/language';
import { copyProject, removeCopy } from '../support/project-copy';
import { watchServer, type ServerProcess } from '../support/serve';

const dev = suite('npm run dev: the dev server, its rebuilds and live reload');

// The badge as src/app/content/hero.ts has it, then the two texts the tests save in its place.
const originalBadge = 'Representantes oficiais Ozonteck';
const savedBadge = 'Revenda oficial: salvo no editor';
const restoredBadge = 'Revenda oficial: salvo de novo';

let copy = '';
let server: ServerProcess | null = null;
let base = '';
let heroFile = '';
let heroSource = '';
const streams = new Set<Stream>();

const output = () => server?.output() ?? '';
/** Polls `condition`; fails with the dev server's output if it does not hold in time or the server stops. */
const waitFor = (what: string, condition: () => boolean, ms: number) => server!.until(what, condition, ms);

/** A live-reload subscription, as the page's EventSource opens it; returns once the server has registered it. */
async function openEvents(): Promise<{ received: () => string; close: () => void }> {
  const events = await openStream(base, '/__dev/events');
  streams.add(events);
  const close = () => {
    streams.delete(events);
    events.close();
  };
  const received = () => events.received().toString('utf8');
  if (events.status !== 200 || !String(events.headers['content-type']).startsWith('text/event-stream')) {
    close();
    throw new Error(`GET /__dev/events answered ${events.status} ${events.headers['content-type']}`);
  }
  // The server writes this comment after adding the client to the pages it reloads.
  await waitFor('the event stream did not open', () => received().startsWith(': connected\n\n'), 5_000);
  return { received, close };
}

async function getPage(path: string): Promise<{ status: number; type: string; html: string }> {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, type: response.headers.get('content-type') ?? '', html: await response.text() };
}

/** The hero badge's text: the paragraph just before the headline. (The badge's words also appear in the page's description and brand tagline.) */
function badgeOf(html: string): string | undefined {
  return parseHtml(html).querySelector('#hero-title')?.previousElementSibling?.textContent?.trim();
}

async function saveHero(source: string): Promise<void> {
  assert.is.not(source, heroSource, 'the edit did not apply to hero.ts');
  await writeFile(heroFile, source);
}

const withBadge = (badge: string) => heroSource.replace(`'HERO_BADGE', '${originalBadge}'`, `'HERO_BADGE', '${badge}'`);

dev.before(async () => {
  copy = await copyProject('dev-server-', { ownImageCache: true });
  heroFile = join(copy, 'src', 'app', 'content', 'hero.ts');
  heroSource = await readFile(heroFile, 'utf8');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // The same command line as npm run dev; only what the test passes in the environment.
  const command = ['--import', './src/builder/node-loader/register.mjs', 'build.ts', '--watch'];
  server = watchServer(spawn(process.execPath, command, { cwd: copy, env: { ...childBaseEnv(), PORT: String(port), HOST: '127.0.0.1' } }));
  // It listens only after the first build. uvu drops an error thrown here (its runner returns from
  // a finally), so print it: a failed start would otherwise show only "4 of 4 tests failed".
  await waitFor('the dev server did not start', () => output().includes('Dev server: '), 60_000).catch((error) => {
    console.error(error);
    throw error;
  });
});

dev.after(async () => {
  for (const stream of streams) stream.close();
  await server?.stop();
  if (copy) await removeCopy(copy);
});

dev('it builds, prints its address, and serves the page with the live-reload script beside the one entry module', async () => {
  assert.match(output(), new RegExp(`Dev server: ${base.replace(/\./g, '\\.')} \\(`));
  assert.match(output(), /Rebuilt in \d+ ms; reloading 0 page\(s\)\./);

  const page = await getPage('/');
  assert.is(page.status, 200);
  assert.match(page.type, /^text\/html/);
  assert.is(badgeOf(page.html), originalBadge);
  assert.ok(page.html.includes('<script type="module" src="/__dev/reload.js"></script>'), 'no live-reload script tag');
  const modules = [...page.html.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)].map((match) => match[1]!);
  assert.is(modules.length, 2, modules.join(', '));
  const entry = modules.filter((src) => src !== '/__dev/reload.js');
  assert.is(entry.length, 1, modules.join(', '));
  assert.match(entry[0]!, /^\/assets\/main-\w+\.js$/);
  const entryResponse = await fetch(`${base}${entry[0]}`);
  assert.is(entryResponse.status, 200);
  assert.match(entryResponse.headers.get('content-type') ?? '', /^text\/javascript/);
  await entryResponse.arrayBuffer();

  const client = await getPage('/__dev/reload.js');
  assert.is(client.status, 200);
  assert.match(client.type, /^text\/javascript/);
  assert.match(client.html, /new EventSource\("\/__dev\/events"\)/);

  // Pictures come from the variant cache; their names carry their content's hash, so a reload
  // after a save does not fetch them again (cached for good), while the icons keep no-cache.
  const picture = /\/assets\/hero-poster-\d+\.[\w-]{8}\.avif/.exec(page.html)?.[0];
  assert.ok(picture, 'no hero poster variant in the page');
  const pictureResponse = await fetch(`${base}${picture}`);
  assert.is(pictureResponse.status, 200);
  assert.is(pictureResponse.headers.get('content-type'), 'image/avif');
  assert.is(pictureResponse.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.ok((await pictureResponse.arrayBuffer()).byteLength > 500, 'an empty picture');
  const icon = await fetch(`${base}/favicon-32.png`);
  assert.is(icon.status, 200);
  assert.is(icon.headers.get('cache-control'), 'no-cache');
  await icon.arrayBuffer();
});

dev('saving src/app/content/hero.ts sends "data: reload" to open pages, and the page then carries the new text', async () => {
  const events = await openEvents();
  try {
    await saveHero(withBadge(savedBadge));
    await waitFor('no reload event after the save', () => events.received().includes('data: reload\n\n'), 15_000);
    const page = await getPage('/');
    assert.is(page.status, 200);
    assert.is(badgeOf(page.html), savedBadge);
    assert.ok(page.html.includes(savedBadge));
  } finally {
    events.close();
  }
  assert.match(output(), /Rebuilt in \d+ ms; reloading 1 page\(s\)\./);
});

dev('a save that does not compile: esbuild names the error, no reload, the last good page stays served; the next good save is live', async () => {
  const before = output().length;
  const events = await openEvents();
  try {
    await saveHero(`${withBadge(savedBadge)}\nexport const broken = ;\n`);
    const errorReported = () => output().slice(before).search(/error[\s\S]*src\/app\/content\/hero\.ts/i);
    await waitFor('esbuild did not report the error', () => errorReported() !== -1, 15_000);
    const errorAt = before + errorReported();
    await waitFor('no "Not rebuilt" line after the error', () => /Not rebuilt: fix the errors above/.test(output().slice(errorAt)), 15_000);
    assert.is(server!.process.exitCode, null, 'the dev server stopped');
    // A save may fire two file events far enough apart for two rebuilds: the last save's second
    // one can end after this test began (its "Rebuilt" line before the error, one reload each).
    // From the error on, nothing may be rebuilt or reloaded.
    assert.not.match(output().slice(errorAt), /Rebuilt in/);
    const stale = await getPage('/');
    assert.is(stale.status, 200);
    assert.is(badgeOf(stale.html), savedBadge);
    const goodRebuilds = output().slice(before).split('Rebuilt in').length - 1;
    const reloads = () => events.received().split('data: reload\n\n').length - 1;
    const reloadsBeforeFix = reloads();
    assert.ok(reloadsBeforeFix <= goodRebuilds, `a broken build reloaded the page (${reloadsBeforeFix} reloads, ${goodRebuilds} good rebuilds)`);

    await saveHero(withBadge(restoredBadge));
    await waitFor('no reload event after the fix', () => reloads() > reloadsBeforeFix, 15_000);
    const page = await getPage('/');
    assert.is(page.status, 200);
    assert.is(badgeOf(page.html), restoredBadge);
  } finally {
    events.close();
  }
});

dev('static/ is served from memory with the production headers, and a file saved there is served after the rebuild', async () => {
  const page = await fetch(`${base}/`);
  const html = await page.text();
  // The inline stylesheet is allowed by its hash, as in production, or the page would show unstyled.
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
  assert.ok(style, 'no inline stylesheet');
  const styleHash = createHash('sha256').update(style).digest('base64');
  assert.ok((page.headers.get('content-security-policy') ?? '').includes(`'sha256-${styleHash}'`), page.headers.get('content-security-policy') ?? 'no CSP');
  assert.is(page.headers.get('x-content-type-options'), 'nosniff');

  const sound = await fetch(`${base}/sounds/notification.mp3`);
  assert.is(sound.status, 200);
  assert.is(sound.headers.get('content-type'), 'audio/mpeg');
  assert.ok(Buffer.from(await sound.arrayBuffer()).equals(await readFile(join(copy, 'static', 'sounds', 'notification.mp3'))), 'the sound differs from static/');

  const events = await openEvents();
  try {
    await writeFile(join(copy, 'static', 'dev-check.txt'), 'salvo em static/\n');
    await waitFor('no reload event after saving in static/', () => events.received().includes('data: reload\n\n'), 15_000);
    // writeFile truncates, then writes: a rebuild may see the empty file first, and the write's
    // own change event brings the next rebuild. The promise is the saved content, soon after.
    let saved = await fetch(`${base}/dev-check.txt`);
    for (const deadline = Date.now() + 15_000; (await saved.clone().text()) !== 'salvo em static/\n' && Date.now() < deadline; ) {
      await delay(50);
      saved = await fetch(`${base}/dev-check.txt`);
    }
    assert.is(saved.status, 200);
    assert.match(saved.headers.get('content-type') ?? '', /^text\/plain/);
    assert.is(await saved.text(), 'salvo em static/\n');
  } finally {
    events.close();
  }
});

dev('/bio is served, and an unknown path is a 404', async () => {
  const bio = await getPage('/bio');
  assert.is(bio.status, 200);
  assert.match(bio.type, /^text\/html/);
  assert.ok(bio.html.includes('Negócios Ozonteck'), 'no "Negócios Ozonteck" on /bio');

  const missing = await getPage('/nao-existe');
  assert.is(missing.status, 404);
  assert.match(missing.type, /^text\/html/);

  // As in production: Save-Data: on gets both without the app (test/server/save-data.test.ts).
  for (const path of ['/bio', '/nao-existe']) {
    const requests: Array<Record<string, string>> = [{}, { 'Save-Data': 'on' }];
    const [plain, saving] = await Promise.all(requests.map((headers) => fetch(base + path, { headers })));
    assert.is(saving!.headers.get('vary'), 'Save-Data', path);
    assert.ok((await plain!.text()).includes('name="app-entry"'), `${path}: the page names the app`);
    assert.not.ok((await saving!.text()).includes('name="app-entry"'), `${path}: with Save-Data: on, no app`);
  }
});

dev("a call to action's ping is answered as in production: 204 for a browser's ping of a known id, 403 for another request, 404 for another id", async () => {
  // The destination a browser names in Ping-To: the link's own href, as the page renders it.
  const bio = await (await fetch(`${base}/bio`)).text();
  const href = /<a[^>]*href="([^"]+)"[^>]*ping="\/ping\/bio\/whatsapp"|<a[^>]*ping="\/ping\/bio\/whatsapp"[^>]*href="([^"]+)"/.exec(bio);
  assert.ok(href, 'the bio page has the WhatsApp link');
  const pingTo = (href[1] ?? href[2]!).replaceAll('&amp;', '&');
  const post = (id: string, headers: Record<string, string> = { 'Content-Type': 'text/ping', 'Ping-To': pingTo, 'Sec-Fetch-Site': 'same-origin' }) =>
    fetch(`${base}/ping/${id}`, { method: 'POST', body: 'PING', headers }).then((response) => response.status);
  assert.equal([await post('bio/whatsapp'), await post('bio/whatsapp', {}), await post('bio/nada')], [204, 403, 404]);
});

dev.run();
