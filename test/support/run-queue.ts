// The order test files run in (test/support/run-tests.ts): the queue's order, up to `jobs` at once,
// except that two files of one one-at-a-time folder never run together: a worker then takes the
// next file of another folder, and the folder's next file starts once its last one has finished.
import { join } from 'node:path';

/** Runs every file through `runOne`, up to `jobs` at once, in order, skipping past a file whose one-at-a-time folder is busy. */
export function runQueue(files: string[], { jobs, oneAtATime }: { jobs: number; oneAtATime: string[] }, runOne: (index: number) => Promise<void>): Promise<void> {
  const waiting = files.map((_, index) => index);
  const busy = new Set<string>();
  const folderOf = (index: number) => oneAtATime.find((folder) => join(files[index]!).startsWith(folder)) ?? null;
  let running = 0;
  return new Promise((done) => {
    const startMore = () => {
      if (waiting.length === 0 && running === 0) return done();
      while (running < jobs) {
        const at = waiting.findIndex((index) => !busy.has(folderOf(index) ?? ''));
        if (at === -1) return;
        const [index] = waiting.splice(at, 1) as [number];
        const folder = folderOf(index);
        if (folder) busy.add(folder);
        running += 1;
        void runOne(index).then(() => {
          running -= 1;
          if (folder) busy.delete(folder);
          startMore();
        });
      }
    };
    startMore();
  });
}
