// Checks that cannot run on this machine (a missing program, say) are reported as skipped, with
// the reason, never as passed. uvu counts a skip but keeps no reason, so testOrSkip prints one line
// per skip; run-tests.ts picks those lines up and lists them under the file and in the summary.
import type { Callback, Test } from 'uvu';

const prefix = '↷ skipped ';

/**
 * Registers `name` on `suite`, or, when `missing` says what this machine lacks, registers it as
 * skipped and prints why. `missing` is null when the check can run.
 */
export function testOrSkip<T>(suite: Test<T>, name: string, missing: string | null, handler: Callback<T>): void {
  if (missing === null) {
    suite(name, handler);
    return;
  }
  suite.skip(name, handler);
  process.stdout.write(`${prefix}${JSON.stringify(name)}: ${missing}\n`);
}

export function parseSkipLine(line: string): { name: string; reason: string } | null {
  if (!line.startsWith(prefix)) return null;
  const match = /^("(?:[^"\\]|\\.)*"): (.*)$/.exec(line.slice(prefix.length));
  if (!match) return null;
  return { name: JSON.parse(match[1]!) as string, reason: match[2]! };
}
