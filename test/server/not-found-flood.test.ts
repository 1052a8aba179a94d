// The 404 log's rate limit as server.ts wires it, in the built server as a real process: after a
// flood of bad URLs stops, the summary of the lines it dropped still arrives (written by the
// server's 1-second flush timer, since no further request comes to trigger it).
import { Agent } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ask } from '../support/http-client';
import { spawnServer, type ServerProcess } from '../support/serve';

const flood = suite<{ server?: ServerProcess }>('the 404 log after a flood, in the built server');

flood.after(async ({ server }) => {
  await server?.stop();
});

/** The rate limit the README promises: at most 20 "not found" lines a second. */
const linesPerSecond = 20;
const burstSize = 3 * linesPerSecond;

/**
 * Sends a burst of 404s that starts and ends within one wall-clock second (the rate limit's unit,
 * on the same clock as the server's), retrying a burst that straddled two. A real wait, and why: the
 * burst is started early in a second, so up to one second passes before it. Returns how many were sent.
 */
async function burstWithinOneSecond(base: string): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  let sent = 0;
  try {
    for (let attempt = 1; attempt <= 5; attempt++) {
      while (Date.now() % 1_000 > 100) await delay(5);
      const startSecond = Math.floor(Date.now() / 1_000);
      const statuses = await Promise.all(Array.from({ length: burstSize }, (_, index) => ask(base, `/nada-${sent + index}`, { agent }).then((answer) => answer.status)));
      sent += burstSize;
      assert.ok(statuses.every((status) => status === 404), 'every answer is a 404');
      if (Math.floor(Date.now() / 1_000) === startSecond) return sent;
    }
  } finally {
    agent.destroy();
  }
  throw new Error(`5 bursts of ${burstSize} requests each took longer than a second: the machine is too busy for this test`);
}

flood('the "not found lines dropped" summary arrives after the flood stops, and every 404 is accounted for', async (context) => {
  const server = spawnServer();
  context.server = server;
  const sent = await burstWithinOneSecond(await server.url());

  const accounted = () => {
    const lines = server.lines();
    const written = lines.filter((line) => line.msg === 'not found').length;
    const summaries = lines.filter((line) => line.msg === 'not found lines dropped');
    const dropped = summaries.reduce((sum, line) => sum + Number(line.dropped), 0);
    return { written, dropped, summaries };
  };
  // The last burst fell in one second and dropped lines; no request follows, so only the server's
  // flush timer can report them. A bounded wait for that condition (the timer runs every second).
  for (let waited = 0; waited < 5_000 && accounted().written + accounted().dropped < sent; waited += 50) await delay(50);
  const { written, dropped, summaries } = accounted();
  assert.is(written + dropped, sent, `${written} "not found" lines and ${dropped} reported as dropped, of ${sent} 404s`);
  assert.ok(summaries.length >= 1, 'a summary line was written');
  for (const summary of summaries) {
    assert.is(summary.level, 'warn');
    assert.is(summary.perSecond, linesPerSecond);
  }
});

flood.run();
