// The field-speed script: what real visits measure, sent to our own server, no cookie, nothing from
// elsewhere. Loaded only after the load event and never when the visitor saves data (load-field-speed.ts);
// web-vitals reads what the browser buffered since the page started, so loading late loses nothing.
// One beacon per page view, when the page is first hidden (the last moment a page is sure to have:
// LCP, CLS and INP are final by then); a restore from the back/forward cache is a view of its own.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { beaconTarget, type MetricName, type FieldSpeedBeacon } from '../../contracts/field-speed-beacon';
import { fieldSpeedPage } from './load-field-speed';
import { pageConfigOf } from '../member/member-data';

const names: Partial<Record<Metric['name'], MetricName>> = {
  LCP: 'lcp',
  INP: 'inp',
  CLS: 'cls',
  FCP: 'fcp',
  TTFB: 'ttfb',
};
const page = fieldSpeedPage(document);
/** On a member's page, the member it is counted for. */
const member = pageConfigOf(document).member?.slug;
let view: FieldSpeedBeacon | null = null;

function record(metric: Metric): void {
  if (page === null) return;
  const kind = metric.navigationType;
  if (view === null || (kind === 'back-forward-cache' && view.kind !== kind)) {
    view = { page, kind, metrics: {} };
    if (member !== undefined) view.member = member;
  }
  view.metrics[names[metric.name]!] = metric.value;
}

function send(): void {
  if (document.visibilityState !== 'hidden' || view === null || Object.keys(view.metrics).length === 0) return;
  navigator.sendBeacon(beaconTarget(view));
  // Sent once: what comes after belongs to the next view (a restore from the back/forward cache).
  view = { ...view, metrics: {} };
}

// One metric a task, so no task of this script's is long on a slow phone (each reads the entries
// the browser buffered); then the beacon's listener, after web-vitals' own (on the document), so the
// figures it finalises on hiding are in.
const steps = [onTTFB, onFCP, onLCP, onCLS, onINP].map((on) => () => on(record));
steps.push(() => addEventListener('visibilitychange', send));
const next = () => {
  steps.shift()?.();
  if (steps.length > 0) setTimeout(next);
};
next();
