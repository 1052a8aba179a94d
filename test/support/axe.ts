// axe-core in a real page: load it, run it, and report every violation of any impact.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright';
import * as assert from 'uvu/assert';

/** axe's own script, to evaluate in each page checked. */
export function readAxeSource(): Promise<string> {
  return readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
}

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: string[]; failureSummary: string }>;
}

type AxeWindow = {
  axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
  __axeResult?: AxeViolation[];
};

/**
 * Runs axe in the page (evaluated through the DevTools protocol, so the page's CSP allows it).
 * axe waits on timers, so under a paused fake clock the test ticks the clock until it is done.
 */
async function axeViolations(page: Page, axeSource: string, fakeClock = false): Promise<string> {
  // Once per document: a page the tests share has it already.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  await page.evaluate(() => {
    const win = window as unknown as AxeWindow;
    win.__axeResult = undefined;
    void win.axe.run(document, { resultTypes: ['violations'] }).then((result) => (win.__axeResult = result.violations));
  });
  const result = () => page.evaluate(() => (window as unknown as AxeWindow).__axeResult ?? null);
  let violations = await result();
  if (fakeClock) {
    // Steps of 50 ms, 4 s of page time at most: within the 5 s the toast stays.
    for (let ticks = 0; violations === null && ticks < 80; ticks++) {
      await page.clock.runFor(50);
      violations = await result();
    }
  } else {
    await page.waitForFunction(() => (window as unknown as AxeWindow).__axeResult !== undefined, undefined, { timeout: 20_000 });
    violations = await result();
  }
  assert.ok(violations, 'axe finished');
  return violations!
    .map((violation) =>
      [
        `${violation.id} (${violation.impact}): ${violation.help} ${violation.helpUrl}`,
        ...violation.nodes.map((node) => `  at ${node.target.join(' ')}\n    ${node.failureSummary.replace(/\n/g, '\n    ')}`),
      ].join('\n'),
    )
    .join('\n');
}

export async function expectNoViolations(page: Page, axeSource: string, where: string, fakeClock = false) {
  const report = await axeViolations(page, axeSource, fakeClock);
  assert.is(report, '', `axe found violations on ${where}:\n${report}`);
}
