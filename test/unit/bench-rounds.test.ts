// The server bench's rounds: each server's interleaved runs on a target stand as one, the median
// round's figures, while every round's errors and dropped connections still make the run invalid.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ServerRun } from '../bench/results';
import { combineRounds, serverProblems } from '../bench/server-bench';

function run(requestsPerSecond: number, errors = 0, errorKinds: Record<string, number> = {}, droppedConnections = 0): ServerRun {
  const latency = { p50: 1, p90: 2, p99: 3, max: 4, mean: 1 };
  return { connections: 50, durationSeconds: 2, requests: requestsPerSecond * 2, answered: requestsPerSecond * 2, requestsPerSecond, latencyMs: latency, errors, errorKinds, droppedConnections, serverCpuPercent: 90, clientCpuPercent: 70, serverCpuPerResponseUs: 20 };
}

test('three rounds stand as the middle one by throughput, in the order they ran', () => {
  const combined = combineRounds([run(49_000), run(12_700), run(41_000)]);
  assert.is(combined.requestsPerSecond, 41_000);
  assert.is(combined.requests, 82_000);
  assert.equal(combined.roundsRequestsPerSecond, [49_000, 12_700, 41_000]);
});

test('an even number of rounds stands as the slower of the middle two (never flattering)', () => {
  assert.is(combineRounds([run(30_000), run(10_000), run(40_000), run(20_000)]).requestsPerSecond, 20_000);
});

test('errors and dropped connections of every round count, not only the median round', () => {
  const combined = combineRounds([run(40_000), run(10_000, 2, { ECONNRESET: 2 }, 1), run(30_000, 1, { ECONNRESET: 1, timeout: 1 })]);
  assert.is(combined.requestsPerSecond, 30_000);
  assert.is(combined.errors, 3);
  assert.is(combined.droppedConnections, 1);
  assert.equal(combined.errorKinds, { ECONNRESET: 3, timeout: 1 });
  const target = { name: '/', path: '/', requestHeaders: {}, expect: { status: 200, encoding: 'br', bytes: 1 }, ours: run(40_000), bare: run(40_000), throughputRatio: 1 };
  const problems = serverProblems({ targets: [{ ...target, sameHeaders: { run: combined, headerCount: 13, throughputRatio: 1 } }] });
  assert.equal(problems, ['server / (bare, our headers): 3 errors {"ECONNRESET":3,"timeout":1}, 1 dropped connections']);
});

test('the build before is one of the runs: its errors make the run invalid too', () => {
  const target = { name: '/', path: '/', requestHeaders: {}, expect: { status: 200, encoding: 'br', bytes: 1 }, ours: run(40_000), bare: run(40_000), throughputRatio: 1 };
  const problems = serverProblems({ targets: [{ ...target, before: { commit: '56e14a0', run: run(30_000, 4, { timeout: 4 }), throughputRatio: 1.33 } }] });
  assert.equal(problems, ['server / (before 56e14a0): 4 errors {"timeout":4}, 0 dropped connections']);
});

test.run();
