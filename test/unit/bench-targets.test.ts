// The bench's goals: against the bare node:http server, a known file at 0.4 of its throughput, a
// 404 at 0.3, and p99 latency under load in single milliseconds; the pages that start the app on
// demand judged on their own blocking time and their work before the first paint.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mainThreadChecks } from '../bench/main-thread-report';
import type { PageSummary } from '../bench/results';
import { notFoundPath } from '../bench/server-bench';
import { spread } from '../bench/stats';
import { serverTargets, throughputTargetOf } from '../bench/targets';

test('/ and the script are held to 0.4 of the bare server, a 404 to 0.3', () => {
  assert.is(throughputTargetOf('/'), 0.4);
  assert.is(throughputTargetOf('/assets/main-abc123.js'), 0.4);
  assert.is(throughputTargetOf(notFoundPath), 0.3);
});

test('p99 latency under load stays in single milliseconds', () => {
  assert.ok(serverTargets.p99Ms <= 10);
});

const zero = spread([0]);
const summary = (route: string, profile: PageSummary['profile'], tbt: number, scriptBeforePaint: number): PageSummary => ({
  route,
  profile,
  loads: 1,
  ...{ ttfb: zero, fcp: zero, lcp: zero, cls: zero, renderBlocking: zero, hydrated: zero, evaluationStart: zero, longestTask: zero, requestsBeforeIdle: zero },
  tbt: spread([tbt]),
  longestScriptBeforePaint: spread([scriptBeforePaint]),
  paintedFirst: 1,
  lcpElement: null,
  lcpElements: [],
});
const floor = summary('React floor', 'mobile', 0, 0);
const verdicts = (summaries: PageSummary[]) => Object.fromEntries(mainThreadChecks(summaries, [floor]).map((check) => [check.figure, check.met]));

test('/bio and the 404 page: TBT over 20 ms or a script of 30 ms before the paint is missed', () => {
  const met = verdicts([summary('/bio', 'mobile', 20, 29), summary(notFoundPath, 'mobile', 21, 30)]);
  assert.is(met['mobile /bio TBT, no app before a tap (median)'], true);
  assert.is(met['mobile /bio longest script before the first paint (median)'], true);
  assert.is(met[`mobile ${notFoundPath} TBT, no app before a tap (median)`], false);
  assert.is(met[`mobile ${notFoundPath} longest script before the first paint (median)`], false);
});

test('the slow phone (8x) is shown against the floor, not judged against the 4x targets', () => {
  const figures = Object.keys(verdicts([summary('/', 'slow-phone', 400, 0)]));
  assert.equal(figures, []);
});

test.run();
