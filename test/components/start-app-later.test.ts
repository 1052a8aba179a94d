// How /bio and the 404 page bring in the app (src/boot/later.ts), with the first paint and the idle
// callback played by the test: nothing before the load event; after it, the entry once the browser
// is idle; at once on intent towards another page of the site (not a #jump); never before the first
// paint; never when the visitor saves data. The real thing in Chromium: test/e2e/routing.test.ts.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startAppLater } from '../../src/boot/later';

const later = suite('the app, loaded later');

const entry = '/assets/main-TEST.js';
const chunks = ['/assets/react-TEST.js', '/assets/app-TEST.js'];

/** The page's head as the build writes it, a link to another page and a #jump in the body; the idle queue. */
function setUp({ readyState = 'complete', saveData = false } = {}) {
  document.head.innerHTML = `<meta name="module-chunks" content="${chunks.join(' ')}"><meta name="app-entry" content="${entry}">`;
  document.body.innerHTML = '<a id="home" href="/bio">Bio</a><a id="jump" href="#main">Pular</a>';
  Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
  Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });
  const idle: Array<() => void> = [];
  const painted = { yet: true, waiting: [] as Array<() => void> };
  const afterFirstPaint = (task: () => void) => (painted.yet ? task() : painted.waiting.push(task));
  const stop = startAppLater(document, { afterFirstPaint, whenIdle: (task) => idle.push(task) });
  return {
    idle,
    painted,
    stop,
    added: () => ({
      scripts: [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
      preloads: [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
    }),
  };
}

later.after.each(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete (document as unknown as Record<string, unknown>).readyState;
  delete (navigator as unknown as Record<string, unknown>).connection;
});

later('nothing before the load event; after it, the entry and its chunks once the browser is idle', () => {
  const page = setUp({ readyState: 'loading' });
  assert.equal(page.added(), { scripts: [], preloads: [] });
  window.dispatchEvent(new window.Event('load'));
  assert.is(page.idle.length, 1, 'waits for idle');
  assert.equal(page.added(), { scripts: [], preloads: [] });
  page.idle[0]!();
  assert.equal(page.added(), { scripts: [entry], preloads: chunks });
  page.idle[0]!();
  assert.equal(page.added().scripts, [entry], 'only once');
  page.stop();
});

for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin']) {
  later(`${type} on a link to another page starts it at once, before idle`, () => {
    const page = setUp({ readyState: 'loading' });
    document.getElementById('jump')!.dispatchEvent(new window.Event(type, { bubbles: true }));
    assert.equal(page.added().scripts, [], 'a #jump on this page is no intent to leave');
    document.getElementById('home')!.dispatchEvent(new window.Event(type, { bubbles: true }));
    assert.equal(page.added(), { scripts: [entry], preloads: chunks });
    page.stop();
  });
}

later('with navigator.connection.saveData (the browser sends Save-Data: on), never', () => {
  const page = setUp({ saveData: true });
  document.getElementById('home')!.dispatchEvent(new window.Event('pointerdown', { bubbles: true }));
  assert.is(page.idle.length, 0);
  assert.equal(page.added(), { scripts: [], preloads: [] });
});

later('never before the first paint: intent or idle before it waits for the paint', () => {
  const page = setUp();
  page.painted.yet = false;
  document.getElementById('home')!.dispatchEvent(new window.Event('pointerdown', { bubbles: true }));
  assert.equal(page.added().scripts, []);
  assert.is(page.painted.waiting.length, 1);
  page.painted.waiting[0]!();
  assert.equal(page.added(), { scripts: [entry], preloads: chunks });
  page.stop();
});

later('a page without the entry named (the landing page) does nothing', () => {
  document.head.innerHTML = '';
  const idle: Array<() => void> = [];
  startAppLater(document, { afterFirstPaint: (task) => task(), whenIdle: (task) => idle.push(task) });
  assert.is(idle.length, 0);
});

later.run();
