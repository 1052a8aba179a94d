// The order test files run in (test/support/run-tests.ts): the queue's order, up to `jobs` at once,
// except that
// - two files of one one-at-a-time folder never run together: a worker then takes the next file
//   of another folder, and the folder's next file starts once its last one has finished;
// - a file that must run alone starts only when nothing else runs, and nothing starts beside it:
//   it waits until the rest of the queue has finished.
import { join } from 'node:path';

export interface QueueRules {
  jobs: number;
  /** Folders (with a trailing slash) whose files run one after another. */
  oneAtATime: string[];
  /** Files (or folders, with a trailing slash) that run with nothing beside them. */
  alone: string[];
}

const isUnder = (file: string, path: string) => (path.endsWith('/') ? join(file).startsWith(path) : join(file) === join(path));

/** Runs every file through `runOne`, following the rules above. */
export function runQueue(files: string[], { jobs, oneAtATime, alone }: QueueRules, runOne: (index: number) => Promise<void>): Promise<void> {
  const waiting = files.map((_, index) => index);
  const busy = new Set<string>();
  const folderOf = (index: number) => oneAtATime.find((folder) => isUnder(files[index]!, folder)) ?? null;
  const runsAlone = (index: number) => alone.some((path) => isUnder(files[index]!, path));
  let running = 0;
  let aloneRunning = false;
  const mayStart = (index: number) =>
    !busy.has(folderOf(index) ?? '') && (runsAlone(index) ? running === 0 && waiting.every(runsAlone) : !aloneRunning);
  return new Promise((done) => {
    const startMore = () => {
      if (waiting.length === 0 && running === 0) return done();
      while (running < jobs && !aloneRunning) {
        const at = waiting.findIndex(mayStart);
        if (at === -1) return;
        const [index] = waiting.splice(at, 1) as [number];
        const folder = folderOf(index);
        if (folder) busy.add(folder);
        aloneRunning = runsAlone(index);
        running += 1;
        void runOne(index).then(() => {
          running -= 1;
          if (folder) busy.delete(folder);
          aloneRunning = false;
          startMore();
        });
      }
    };
    startMore();
  });
}

/**
 * The queue's items: each file, except that a together folder's files make one item, the folder,
 * where its first file was; a file that runs alone stays an item of its own.
 */
export function queueItems(files: string[], together: string[], alone: string[]): { items: string[]; filesOf: (item: string) => string[] } {
  const batches = new Map<string, string[]>();
  const items: string[] = [];
  for (const file of files) {
    const folder = alone.some((path) => isUnder(file, path)) ? undefined : together.find((each) => isUnder(file, each));
    if (!folder) items.push(file);
    else if (batches.has(folder)) batches.get(folder)!.push(file);
    else {
      batches.set(folder, [file]);
      items.push(folder);
    }
  }
  return { items, filesOf: (item) => batches.get(item) ?? [item] };
}
