// Page loads in Chromium (Playwright), each in a fresh browser context (cold HTTP cache, new
// connections), throttled through a CDP session where the profile asks for it. Metrics come from
// PerformanceObservers registered by an init script before any page script runs; they are read
// once the page has settled (test/support/settled.ts), the network has been idle for 500 ms, and one more second has passed
// (LCP is only final then; no input is sent, so nothing else finalises it).
import { pageSettled } from '../support/settled';
import type { Browser, Page, Request } from 'playwright';
import { displayedImagesScript, type DisplayedImage } from './image-waste';
import type { Profile, Throttling } from './profiles';

export interface PageMetrics {
  ttfb: number | null;
  fcp: number | null;
  lcp: number | null;
  lcpElement: string | null;
  lcpSize: number | null;
  cls: number;
  layoutShifts: Array<{ value: number; startTime: number; sources: string[] }>;
  /** Total blocking time: long-task time beyond 50 ms per task, counted from FCP (as Lighthouse clips). */
  tbt: number | null;
  longTasks: Array<{ start: number; duration: number }>;
  /**
   * Blocking time of the long animation frames that ran no script (no script attributed by Long
   * Animation Frames): style, layout, paint and decoding of our own making. Each frame
   * is clipped at FCP as TBT clips tasks: the part after the first paint, beyond 50 ms.
   */
  renderBlockingAfterFcp: number | null;
  /** Those frames, for the report's detail. */
  scriptlessFrames: Array<{ start: number; duration: number; blocking: number }>;
  /** The scripts the long animation frames ran (frames of 50 ms or more), whenever they ran. */
  scripts: Array<{ start: number; duration: number }>;
  hydrated: number | null;
  /** The 'evaluation-start' mark: where the page's own script work (React first) begins. */
  evaluationStart: number | null;
  domContentLoaded: number | null;
  load: number | null;
}

export interface RequestRecord {
  url: string;
  /** Path for same-origin URLs, the whole URL otherwise. */
  path: string;
  sameOrigin: boolean;
  resourceType: string;
  /** Issued before the network went idle. */
  beforeIdle: boolean;
  status: number | null;
  encoding: string | null;
  /** Response body bytes as they came over the wire (encoded). */
  transferBodyBytes: number | null;
  failure: string | null;
}

/** The longest task of a load, whenever it ran (0 when none was long). */
export const longestTaskOf = (sample: { metrics: Pick<PageMetrics, 'longTasks'> }): number => Math.max(0, ...sample.metrics.longTasks.map((task) => task.duration));

/**
 * The longest script that began before the first paint (0 when none, or nothing painted): the
 * page's own work, where a long task before the paint may be the browser's (committing the
 * navigation, parsing). Seen in frames of 50 ms or more, the Long Animation Frames threshold.
 */
export const longestScriptBeforePaintOf = ({ metrics }: { metrics: Pick<PageMetrics, 'scripts' | 'fcp'> }): number =>
  Math.max(0, ...metrics.scripts.filter((script) => metrics.fcp !== null && script.start < metrics.fcp).map((script) => script.duration));

export interface LoadSample {
  route: string;
  build?: string; // the earlier build's label (BENCH_BEFORE, before-build.ts); absent for this one
  profile: Profile['name'];
  metrics: PageMetrics;
  requestsBeforeIdle: number;
  requests: RequestRecord[];
  /** Console errors and warnings, and uncaught page errors. */
  problems: string[];
  wallMs: number;
  /** Every loaded <img> with its natural and displayed size (image-waste.ts). */
  images?: DisplayedImage[];
}

// Plain JavaScript, run in the page before its own scripts.
const observerScript = String.raw`(() => {
  const state = { fcp: null, lcp: null, lcpElement: null, lcpSize: null, cls: 0, layoutShifts: [], longTasks: [], scriptlessFrames: [], scripts: [] };
  const describe = (element, url) => {
    if (!element) return url ? 'removed element, ' + new URL(url, location.href).pathname : 'removed element';
    let text = element.tagName.toLowerCase();
    if (element.id) text += '#' + element.id;
    const classes = typeof element.className === 'string' ? element.className.trim() : '';
    if (classes) text += '.' + classes.split(/\s+/).join('.');
    const source = url || element.currentSrc || element.getAttribute('poster') || element.getAttribute('src');
    if (source) return text + ' ' + new URL(source, location.href).pathname;
    const words = (element.textContent || '').trim().replace(/\s+/g, ' ');
    return words ? text + ' "' + (words.length > 40 ? words.slice(0, 40) + '…' : words) + '"' : text;
  };
  const observe = (type, callback) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(callback)).observe({ type, buffered: true });
    } catch (error) {}
  };
  observe('paint', (entry) => { if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime; });
  observe('largest-contentful-paint', (entry) => {
    state.lcp = entry.startTime;
    state.lcpSize = entry.size;
    state.lcpElement = describe(entry.element, entry.url);
  });
  observe('layout-shift', (entry) => {
    if (entry.hadRecentInput) return;
    state.cls += entry.value;
    state.layoutShifts.push({ value: entry.value, startTime: entry.startTime, sources: (entry.sources || []).map((source) => describe(source.node)) });
  });
  observe('longtask', (entry) => state.longTasks.push({ start: entry.startTime, duration: entry.duration }));
  observe('long-animation-frame', (entry) => {
    if (entry.scripts.length === 0) state.scriptlessFrames.push({ start: entry.startTime, duration: entry.duration, blocking: entry.blockingDuration });
    for (const script of entry.scripts) state.scripts.push({ start: script.startTime, duration: script.duration });
  });
  Object.defineProperty(window, '__bench', {
    value: {
      read() {
        let tbt = null;
        if (state.fcp !== null) {
          tbt = 0;
          for (const task of state.longTasks) {
            const blocking = task.start + task.duration - Math.max(task.start, state.fcp);
            if (blocking > 50) tbt += blocking - 50;
          }
        }
        // Clipped at FCP as TBT is: the part of each frame after the first paint, beyond 50 ms.
        const afterFcp = state.fcp === null ? [] : state.scriptlessFrames.filter((frame) => frame.start + frame.duration > state.fcp);
        const clipped = (frame) => Math.max(0, frame.start + frame.duration - Math.max(frame.start, state.fcp) - 50);
        const renderBlockingAfterFcp = state.fcp === null ? null : afterFcp.reduce((sum, frame) => sum + clipped(frame), 0);
        const hydrated = performance.getEntriesByName('hydrated')[0];
        const evaluationStart = performance.getEntriesByName('evaluation-start')[0];
        const navigation = performance.getEntriesByType('navigation')[0];
        return {
          ttfb: navigation ? navigation.responseStart : null,
          fcp: state.fcp,
          lcp: state.lcp,
          lcpElement: state.lcpElement,
          lcpSize: state.lcpSize,
          cls: state.cls,
          layoutShifts: state.layoutShifts,
          tbt,
          longTasks: state.longTasks,
          renderBlockingAfterFcp,
          scriptlessFrames: afterFcp,
          scripts: state.scripts,
          hydrated: hydrated ? hydrated.startTime : null,
          evaluationStart: evaluationStart ? evaluationStart.startTime : null,
          domContentLoaded: navigation ? navigation.domContentLoadedEventEnd : null,
          load: navigation ? navigation.loadEventEnd : null,
        };
      },
    },
  });
})();`;

/** DevTools throttling on one page: the round trip and bandwidth per request, and the CPU slowed. */
export async function throttle(page: Page, throttling: Throttling): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttling.latencyMs,
    downloadThroughput: throttling.downloadBytesPerSecond,
    uploadThroughput: throttling.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
}

const stepTimeoutMs = 60_000;

export async function loadPage(browser: Browser, baseUrl: string, route: string, profile: Profile): Promise<LoadSample> {
  const started = performance.now();
  const context = await browser.newContext({ ...profile.context, locale: 'pt-BR' });
  try {
    await context.addInitScript({ content: observerScript });
    const page = await context.newPage();
    if (profile.throttling) await throttle(page, profile.throttling);
    const origin = new URL(baseUrl).origin;
    const records = new Map<Request, RequestRecord>();
    const pending: Array<Promise<void>> = [];
    let idle = false;
    page.on('request', (request) => {
      const url = request.url();
      if (!/^https?:/.test(url)) return;
      const parsed = new URL(url);
      const sameOrigin = parsed.origin === origin;
      records.set(request, {
        url,
        path: sameOrigin ? parsed.pathname : url,
        sameOrigin,
        resourceType: request.resourceType(),
        beforeIdle: !idle,
        status: null,
        encoding: null,
        transferBodyBytes: null,
        failure: null,
      });
    });
    page.on('requestfinished', (request) => {
      const record = records.get(request);
      if (!record) return;
      pending.push(
        (async () => {
          const response = await request.response();
          const sizes = await request.sizes();
          record.status = response?.status() ?? null;
          record.encoding = (await response?.headerValue('content-encoding')) ?? null;
          record.transferBodyBytes = sizes.responseBodySize;
        })().catch(() => {}),
      );
    });
    page.on('requestfailed', (request) => {
      const record = records.get(request);
      if (record) record.failure = request.failure()?.errorText ?? 'failed';
    });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));

    await page.goto(new URL(route, baseUrl).href, { waitUntil: 'commit', timeout: stepTimeoutMs });
    await page.waitForFunction(pageSettled, undefined, { timeout: stepTimeoutMs, polling: 50 });
    await page.waitForLoadState('networkidle', { timeout: stepTimeoutMs });
    idle = true;
    const requestsBeforeIdle = [...records.values()].filter((record) => record.beforeIdle).length;
    await page.waitForTimeout(1_000);
    const metrics = (await page.evaluate('window.__bench.read()')) as PageMetrics;
    const images = (await page.evaluate(displayedImagesScript)) as DisplayedImage[];
    await Promise.all(pending);
    return {
      route,
      profile: profile.name,
      metrics,
      requestsBeforeIdle,
      requests: [...records.values()],
      problems,
      wallMs: performance.now() - started,
      images,
    };
  } finally {
    await context.close();
  }
}
