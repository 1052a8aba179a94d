// One process for several light test files (run-tests.ts --together=<folder>): starting Node with
// the TypeScript loader costs more CPU than most unit and component files take to run, so those
// folders run their files here one after another instead of one process each.
//
//   node --import ./test/support/register.mjs test/support/run-batch.ts <file>...
//
// Each file is imported and its suites run before the next file is imported, as if it had its own
// process: a file's top-level set-up (useLanguage('en'), a stubbed global) runs right before its
// own tests, never before another file's, and the operator's language is back to the default
// before each file, as a new process would have it. uvu prints its end-of-run block once per file;
// the runner adds them up.
import { resolve } from 'node:path';
import { defaultLanguage, useLanguage } from '../../src/messages/language';
import { endBatch, startBatch } from './batch-end';

type UvuGlobals = { UVU_DEFER?: number; UVU_INDEX?: number; UVU_QUEUE: Array<Array<unknown>> };
const uvuGlobals = globalThis as unknown as UvuGlobals;

const files = process.argv.slice(2);
if (files.length === 0) throw new Error('usage: run-batch.ts <test file>...');

// uvu's own multi-file mode (what its CLI does): suites queue up instead of running on import.
uvuGlobals.UVU_DEFER = 1;
const uvu = await import('uvu');

/** uvu's end-of-run block for a file that could not run its tests: one test, failed. */
const failedFileBlock = '\n  Total:     1\n  Passed:    0\n  Skipped:   0\n  Duration:  0ms\n\n';

startBatch();
let failed = false;
for (const file of files) {
  uvuGlobals.UVU_QUEUE.length = 0;
  uvuGlobals.UVU_QUEUE.push([file]);
  uvuGlobals.UVU_INDEX = 0;
  useLanguage(defaultLanguage);
  try {
    await import(resolve(file));
    await uvu.exec(false);
    if (process.exitCode) failed = true;
  } catch (error) {
    // A file that cannot load, or whose set-up throws outside a test, fails as one test, and the
    // files after it still run.
    console.error(`${file} could not run its tests:`, error);
    process.stdout.write(failedFileBlock);
    failed = true;
  }
}
await endBatch();
process.exitCode = failed ? 1 : 0;
