// The field-speed beacon's one format (src/contracts/field-speed-beacon.ts), written by the browser and read by
// the server and the report: what it writes, and that a forged query is refused whole.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { beaconTarget, parseBeacon } from '../../src/contracts/field-speed-beacon';

test('a view is written as the path and a query of page, kind and the figures measured, rounded', () => {
  assert.is(beaconTarget({ page: 'bio', kind: 'navigate', metrics: { lcp: 1234.6, cls: 0.01234, ttfb: 88.2 } }), '/ritmo?p=bio&k=navigate&lcp=1235&cls=0.012&ttfb=88');
  assert.is(beaconTarget({ page: 'landing', kind: 'back-forward-cache', metrics: { inp: 40, cls: 0 } }), '/ritmo?p=landing&k=back-forward-cache&inp=40&cls=0.000');
  assert.is(beaconTarget({ page: 'landing', kind: 'prerender', metrics: { lcp: 999_999, fcp: -3 } }), '/ritmo?p=landing&k=prerender&lcp=120000', 'capped; a negative figure left out');
});

test('what the browser writes, the server and the report read back', () => {
  const beacon = { page: 'not-found', kind: 'reload', metrics: { lcp: 2500, inp: 200, cls: 0.1, fcp: 1800, ttfb: 800 } } as const;
  assert.equal(parseBeacon(beaconTarget(beacon).split('?')[1]!), beacon);
});

test('a forged or damaged query is refused whole', () => {
  const refused = [
    '',
    'p=bio&k=navigate',
    'p=bio&k=navigate&lcp=',
    'p=admin&k=navigate&lcp=100',
    'p=bio&k=hacked&lcp=100',
    'k=navigate&p=bio&lcp=100',
    'p=bio&k=navigate&lcp=100&lcp=200',
    'p=bio&k=navigate&cls=0.1&lcp=100',
    'p=bio&k=navigate&lcp=100.5',
    'p=bio&k=navigate&lcp=1e5',
    'p=bio&k=navigate&lcp=0100',
    'p=bio&k=navigate&lcp=-1',
    'p=bio&k=navigate&lcp=120001',
    'p=bio&k=navigate&cls=0.1234',
    'p=bio&k=navigate&inp=60001',
    'p=bio&k=navigate&lcp=100&x=1',
    'p=bio&k=navigate&lcp=100&name=<script>',
    'p=bio&k=navigate&lcp=100%20DROP',
    'p=bio&k=navigate&lcp=100&',
    'p=bio&k=navigate&lcp=1=2',
    'p=bio&k=navigate&m=maria',
    'p=bio&k=navigate&m=Maria&lcp=100',
    'p=bio&k=navigate&m=ritmo&lcp=100',
    'p=bio&k=navigate&lcp=100&m=maria',
    'p=bio&m=maria&k=navigate&lcp=100',
    'p=bio&k=navigate&m=maria&m=ana&lcp=100',
  ];
  for (const query of refused) assert.is(parseBeacon(query), null, query);
  assert.ok(parseBeacon('p=bio&k=navigate&inp=0'), 'one figure is enough');
});


test("a team member's page names the member after the kind; the operator's own pages name none", () => {
  const beacon = { page: 'bio', kind: 'navigate', member: 'maria-souza', metrics: { lcp: 900 } } as const;
  assert.is(beaconTarget(beacon), '/ritmo?p=bio&k=navigate&m=maria-souza&lcp=900');
  assert.equal(parseBeacon('p=bio&k=navigate&m=maria-souza&lcp=900'), beacon);
  assert.not.ok('member' in parseBeacon('p=bio&k=navigate&lcp=900')!);
});

test.run();
