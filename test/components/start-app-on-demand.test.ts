// How /bio and the 404 page bring in the app (src/app/boot/on-demand.ts), with the first paint, the
// idle callback and the preloads' arrival played by the test: nothing before the load event; after
// it, once idle, the entry and its chunks as modulepreloads (nothing evaluated); at once on intent
// towards another page of the site (not a #jump); never before the first paint; never when the
// visitor saves data. A click on an internal link evaluates the app only once every preload is
// there, handing it the path; before that, and for clicks the router leaves to the browser, the
// link is a plain link. The real thing in Chromium: test/e2e/routing.test.ts.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startAppOnDemand } from '../../src/app/boot/on-demand';

const onDemand = suite('the app, started on demand');

const entry = '/assets/main-TEST.js';
const chunks = ['/assets/react-TEST.js', '/assets/app-TEST.js'];

type Task = () => void;

/** The page as the build writes it (head, #root with a link to another page, a #jump, a new-tab link); the idle queue. */
function setUp({ readyState = 'complete', saveData = false } = {}) {
  document.head.innerHTML = `<meta name="module-chunks" content="${chunks.join(' ')}"><meta name="app-entry" content="${entry}">`;
  document.body.innerHTML = '<div id="root"><a id="home" href="/bio">Bio</a><a id="jump" href="#main">Pular</a><a id="tab" href="/bio" target="_blank">Nova aba</a></div>';
  Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
  Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });
  const idle: Task[] = [];
  const painted = { yet: true, waiting: [] as Task[] };
  const afterFirstPaint = (task: Task) => (painted.yet ? task() : painted.waiting.push(task));
  const stop = startAppOnDemand(document, { afterFirstPaint, whenIdle: (task: Task) => idle.push(task) });
  const preloadLinks = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
  return {
    idle,
    painted,
    stop,
    added: () => ({
      scripts: [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
      preloads: preloadLinks().map((link) => link.getAttribute('href')),
    }),
    /** The browser reports `count` of the preloads fetched and compiled. */
    arrive: (count = Infinity) => preloadLinks().slice(0, count).forEach((link) => link.dispatchEvent(new window.Event('load'))),
    /** A plain left click on `id`: whether the page's script prevented the browser's own navigation. */
    click(id: string, init: MouseEventInit = {}) {
      let prevented = false;
      // Last in the bubbling order: notes the page's verdict, then keeps happy-dom from following the link.
      const settle = (event: Event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener('click', settle, { once: true });
      document.getElementById(id)!.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
      return prevented;
    },
    handedToApp: () => document.getElementById('root')!.getAttribute('data-navigate-to'),
  };
}

onDemand.after.each(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete (document as unknown as Record<string, unknown>).readyState;
  delete (navigator as unknown as Record<string, unknown>).connection;
});

onDemand('nothing before the load event; after it, once idle, the entry and its chunks preloaded, nothing evaluated', () => {
  const page = setUp({ readyState: 'loading' });
  assert.equal(page.added(), { scripts: [], preloads: [] });
  window.dispatchEvent(new window.Event('load'));
  assert.is(page.idle.length, 1, 'waits for idle');
  assert.equal(page.added(), { scripts: [], preloads: [] });
  page.idle[0]!();
  assert.equal(page.added(), { scripts: [], preloads: [entry, ...chunks] });
  page.idle[0]!();
  assert.equal(page.added().preloads.length, 3, 'only once');
  page.stop();
});

for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin']) {
  onDemand(`${type} on a link to another page starts the preloads at once, before idle`, () => {
    const page = setUp({ readyState: 'loading' });
    document.getElementById('jump')!.dispatchEvent(new window.Event(type, { bubbles: true }));
    assert.equal(page.added().preloads, [], 'a #jump on this page is no intent to leave');
    document.getElementById('home')!.dispatchEvent(new window.Event(type, { bubbles: true }));
    assert.equal(page.added(), { scripts: [], preloads: [entry, ...chunks] });
    page.stop();
  });
}

onDemand('a click on an internal link once every preload is there evaluates the entry and hands it the path', () => {
  const page = setUp();
  page.idle[0]!();
  page.arrive(2);
  assert.not.ok(page.click('home'), 'one preload still missing: a plain link');
  assert.equal(page.added().scripts, []);
  page.arrive();
  assert.is(document.getElementById('root')!.hasAttribute('data-app-preloaded'), true);
  assert.ok(page.click('home'), 'the router will move: no document load');
  assert.equal(page.added().scripts, [entry]);
  assert.is(page.handedToApp(), '/bio');
  assert.not.ok(page.click('home'), 'only once: the app owns the links from here');
  assert.equal(page.added().scripts, [entry]);
});

onDemand("clicks the router leaves to the browser stay the browser's: new tab, modifier keys, middle button, a #jump", () => {
  const page = setUp();
  page.idle[0]!();
  page.arrive();
  assert.not.ok(page.click('tab'));
  assert.not.ok(page.click('home', { ctrlKey: true }));
  assert.not.ok(page.click('home', { button: 1 }));
  assert.not.ok(page.click('jump'));
  assert.equal(page.added().scripts, []);
  assert.is(page.handedToApp(), null);
  page.stop();
});

onDemand('with navigator.connection.saveData (the browser sends Save-Data: on), never', () => {
  const page = setUp({ saveData: true });
  document.getElementById('home')!.dispatchEvent(new window.Event('pointerdown', { bubbles: true }));
  assert.is(page.idle.length, 0);
  assert.not.ok(page.click('home'));
  assert.equal(page.added(), { scripts: [], preloads: [] });
});

onDemand('never before the first paint: intent or idle before it waits for the paint', () => {
  const page = setUp();
  page.painted.yet = false;
  document.getElementById('home')!.dispatchEvent(new window.Event('pointerdown', { bubbles: true }));
  assert.equal(page.added().preloads, []);
  assert.is(page.painted.waiting.length, 1);
  page.painted.waiting[0]!();
  assert.equal(page.added(), { scripts: [], preloads: [entry, ...chunks] });
  page.stop();
});

onDemand('a page without the entry named (the landing page) does nothing', () => {
  document.head.innerHTML = '';
  const idle: Task[] = [];
  startAppOnDemand(document, { afterFirstPaint: (task) => task(), whenIdle: (task) => idle.push(task) });
  assert.is(idle.length, 0);
});

onDemand.run();
