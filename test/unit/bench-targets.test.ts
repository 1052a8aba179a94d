// The server bench's goals against the bare node:http server: a known file at 0.4 of its
// throughput, a 404 at 0.3, and p99 latency under load in single milliseconds.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { notFoundPath } from '../bench/server-bench';
import { serverTargets, throughputTargetOf } from '../bench/targets';

test('/ and the script are held to 0.4 of the bare server, a 404 to 0.3', () => {
  assert.is(throughputTargetOf('/'), 0.4);
  assert.is(throughputTargetOf('/assets/main-abc123.js'), 0.4);
  assert.is(throughputTargetOf(notFoundPath), 0.3);
});

test('p99 latency under load stays in single milliseconds', () => {
  assert.ok(serverTargets.p99Ms <= 10);
});

test.run();
