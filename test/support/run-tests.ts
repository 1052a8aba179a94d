// The test runner behind npm run test:unit / test:components / test:server / test:e2e. Each test
// file (every *.test.ts(x) under the folder, found by pattern, so new files join by themselves)
// runs in its own Node process with a time limit:
// - a file that takes longer than its limit is killed (with everything it started, Chromium too)
//   and fails with a message that says so, instead of hanging CI;
// - a file whose tests have all finished but whose process does not exit (a timer, listener or
//   socket left running: a missing cleanup) fails after a short grace period, saying that.
// Output stays uvu's, per file, with one total at the end. Checks that could not run here are
// reported with their reason (see skip.ts) under their file and in the final summary, never as passed.
//
//   node --import ./test/support/register.mjs test/support/run-tests.ts <folder or file>...
//     [--timeout=<seconds>] [--jobs=<files at once>] [--import=[<folder>:]<module>]...
//     [--one-at-a-time=<folder>]... [--alone=<file>]... [--together=<folder>]...
// Several folders make one queue, in the order given (so the longest start first); an import with
// a folder is loaded only for the files under it (test/components' DOM); the files of a
// one-at-a-time folder never run beside each other (the browser tests: two Chromiums at once
// race their timing checks), though each may run beside a file of another folder; a file that
// must run alone (its timing checks race any other load) runs once everything else has finished;
// the files of a together folder (light ones: units, components) share one process, run-batch.ts,
// which starts them one after another, and count as one item of the queue with one time limit.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { queueItems, runQueue } from './run-queue';
import { parseSkipLine } from './skip';

interface Options {
  /** Folders (or single files) whose test files run, as one queue. */
  folders: string[];
  timeoutMs: number;
  imports: Array<{ module: string; onlyUnder: string | null }>;
  /** How many files run at once. Output is still printed file by file, in order. */
  jobs: number;
  /** Folders (with a trailing slash) whose files run one after another. */
  oneAtATime: string[];
  /** Files (or folders, with a trailing slash) that run with nothing beside them. */
  alone: string[];
  /** Folders (with a trailing slash) whose files share one process. */
  together: string[];
}

interface FileResult {
  total: number;
  passed: number;
  skipped: number;
  /** Why each skipped test did not run. */
  skipReasons: string[];
  failure: string | null;
}

const root = join(import.meta.dirname, '..', '..');
const testFile = /\.test\.tsx?$/;
/** After a file's tests have all finished, how long its process may take to exit. */
const exitGraceMs = 10_000;

function parseOptions(argv: string[]): Options {
  const folders = argv.filter((arg) => !arg.startsWith('--'));
  if (folders.length === 0) throw new Error('usage: run-tests.ts <folder or file>... [--timeout=<seconds>] [--jobs=<files at once>] [--import=[<folder>:]<module>]');
  const timeout = argv.find((arg) => arg.startsWith('--timeout='));
  const seconds = timeout ? Number(timeout.slice('--timeout='.length)) : 60;
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`--timeout must be a number of seconds, got ${timeout}`);
  const imports = argv
    .filter((arg) => arg.startsWith('--import='))
    .map((arg) => {
      const [folder, module] = arg.slice('--import='.length).split(':');
      return module === undefined ? { module: folder!, onlyUnder: null } : { module, onlyUnder: join(folder!, '/') };
    });
  const jobsArg = argv.find((arg) => arg.startsWith('--jobs='));
  const jobs = jobsArg ? Number(jobsArg.slice('--jobs='.length)) : 1;
  if (!Number.isInteger(jobs) || jobs < 1) throw new Error(`--jobs must be a whole number from 1, got ${jobsArg}`);
  const oneAtATime = argv.filter((arg) => arg.startsWith('--one-at-a-time=')).map((arg) => join(arg.slice('--one-at-a-time='.length), '/'));
  const alone = argv.filter((arg) => arg.startsWith('--alone=')).map((arg) => arg.slice('--alone='.length));
  const together = argv.filter((arg) => arg.startsWith('--together=')).map((arg) => join(arg.slice('--together='.length), '/'));
  return { folders, timeoutMs: seconds * 1_000, imports, jobs, oneAtATime, alone, together };
}

function findTestFiles(folder: string): string[] {
  if (testFile.test(folder)) return [folder]; // one file, e.g. while working on it
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => testFile.test(name))
    .map((name) => join(folder, name))
    .sort();
}

/** uvu's own end-of-run block, one per process; the runner prints a single total instead. */
const totalsLine = /^\s*(Total|Passed|Skipped|Duration):\s+(\S+)/;

/**
 * Runs one file, or the files of a together folder in one process (`files`: what `item` holds);
 * the output goes to `print` line by line (straight to stdout, or held until its turn).
 */
function runFile(item: string, files: string[], { timeoutMs, imports }: Options, print: (text: string) => void): Promise<FileResult> {
  const result: FileResult = { total: 0, passed: 0, skipped: 0, skipReasons: [], failure: null };
  const fileImports = imports.filter(({ onlyUnder }) => onlyUnder === null || join(item).startsWith(onlyUnder));
  const entry = files.length === 1 && files[0] === item ? [item] : ['./test/support/run-batch.ts', ...files];
  const args = ['--import', './test/support/register.mjs', ...fileImports.flatMap(({ module }) => ['--import', module]), ...entry];
  let filesReported = 0;
  // Its own process group, so a kill also ends what the file started (Chromium, nginx, servers).
  const child = spawn(process.execPath, args, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let finishedTests = false;
  let pending = '';

  const printLine = (line: string) => {
    const skip = parseSkipLine(line);
    if (skip) {
      result.skipReasons.push(skip.reason);
      print(`  ↷ skipped "${skip.name}": ${skip.reason}\n`);
      return;
    }
    const totals = totalsLine.exec(line);
    if (totals) {
      const [, key, value] = totals;
      // One block per file: a together folder's process prints several.
      if (key === 'Total') result.total += Number(value);
      if (key === 'Passed') result.passed += Number(value);
      if (key === 'Skipped') result.skipped += Number(value);
      // A batch's files share one time; each file's own shows where it goes.
      if (key === 'Duration' && files.length > 1) print(`  (${value})\n`);
      if (key === 'Duration' && ++filesReported === files.length) {
        finishedTests = true;
        armExitGrace();
      } else if (key === 'Duration') armLimit();
      return;
    }
    if (line.trim() !== '') print(line + '\n');
  };
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) printLine(line);
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => print(chunk));

  let killedFor: string | null = null;
  const kill = (reason: string) => {
    killedFor = reason;
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const seconds = (ms: number) => `${Math.round(ms / 1_000)} s`;
  // Each file of a batch has the whole limit: it starts again when a file reports.
  let limit: NodeJS.Timeout | undefined;
  const armLimit = () => {
    clearTimeout(limit);
    const which = files.length > 1 ? `a file of ${files.length} (${files[filesReported]})` : 'it';
    limit = setTimeout(() => kill(`${which} did not finish within its ${seconds(timeoutMs)} limit (a test waits for something that never happens, or loops); killed`), timeoutMs);
  };
  armLimit();
  let grace: NodeJS.Timeout | undefined;
  function armExitGrace() {
    grace = setTimeout(
      () =>
        kill(
          `every test finished, but the process was still running ${seconds(exitGraceMs)} later: something was left running (a timer, listener, socket or child process a test or the code under test did not clean up); killed`,
        ),
      exitGraceMs,
    );
  }

  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      clearTimeout(grace);
      if (pending) printLine(pending);
      if (killedFor) result.failure = killedFor;
      else if (!finishedTests) result.failure = `exited (${signal ?? `code ${code}`}) before its tests reported a result`;
      else if (result.passed < result.total) result.failure = `${result.total - result.passed} of ${result.total} tests failed`;
      else if (code !== 0) result.failure = `exited with ${signal ?? `code ${code}`}`;
      resolve(result);
    });
  });
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const files = options.folders.flatMap(findTestFiles);
  const label = options.folders.join(' ');
  if (files.length === 0) throw new Error(`no *.test.ts(x) files under ${label}`);
  const started = performance.now();
  const failures: string[] = [];
  const skips: string[] = [];
  let total = 0;
  let passed = 0;
  let skipped = 0;
  // Files start in the queue's order (run-queue.ts), up to `jobs` at a time; each one's output is
  // printed once the files started before it are printed (at once, streaming, for the file whose
  // turn it is).
  const { items, filesOf } = queueItems(files, options.together, options.alone);
  const outputs = items.map(() => ({ text: '', done: false }));
  const startOrder: number[] = [];
  let turn = 0;
  const flush = () => {
    while (turn < startOrder.length) {
      const output = outputs[startOrder[turn]!]!;
      process.stdout.write(output.text);
      output.text = '';
      if (!output.done) return;
      turn += 1;
    }
  };
  const runOne = async (index: number) => {
    const item = items[index]!;
    const name = relative(root, item) + (item.endsWith('/') ? '/' : '');
    const output = outputs[index]!;
    startOrder.push(index);
    const print = (text: string) => {
      output.text += text;
      if (index === startOrder[turn]) flush();
    };
    print(`\n${name}\n`);
    const fileStarted = performance.now();
    const result = await runFile(item, filesOf(item), options, print);
    print(`  (${((performance.now() - fileStarted) / 1_000).toFixed(1)} s)\n`);
    total += result.total;
    passed += result.passed;
    skipped += result.skipped;
    // One summary line per file and reason, with how many tests it kept from running.
    for (const reason of new Set(result.skipReasons)) {
      const count = result.skipReasons.filter((each) => each === reason).length;
      skips.push(`${name} (${plural(count, 'test')}): ${reason}`);
    }
    if (result.skipped !== result.skipReasons.length) {
      failures.push(`${name}: ${result.skipped} skipped by uvu but ${result.skipReasons.length} with a reason: skip through test/support/skip.ts`);
    }
    if (result.failure) {
      failures.push(`${name}: ${result.failure}`);
      print(`  ✘ ${name}: ${result.failure}\n`);
    }
    output.done = true;
    flush();
  };
  await runQueue(items, options, runOne);
  skips.sort();
  failures.sort();
  const seconds = ((performance.now() - started) / 1_000).toFixed(1);
  const failed = total - passed;
  const verdict = failures.length > 0 ? `FAILED (${plural(failures.length, 'problem')})` : 'ok';
  const summary = [`${label}: ${verdict}: ${plural(files.length, 'file')}, ${plural(total, 'test')}: ${passed} passed, ${failed} failed, ${skipped} skipped`];
  if (skips.length > 0) summary.push(`  skipped (not passed; see test/README.md for what each needs):`, ...skips.map((skip) => `    ↷ ${skip}`));
  if (failures.length > 0) summary.push('  failed:', ...failures.map((failure) => `    ✘ ${failure}`));
  summary.push(`  ${seconds} s`);
  process.stdout.write(`\n${summary.join('\n')}\n`);
  process.exitCode = failures.length > 0 ? 1 : 0;
}

await main();
