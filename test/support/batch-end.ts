// What a test process does after its last file. A together batch (run-batch.ts) runs several
// files in one process, so what they can share without sharing state (the browser tests' Chromium:
// each file still gets its own browser contexts) is opened by the first file that needs it and
// closed here, once the last file has finished. A file run on its own opens and closes its own.
let inBatch = false;
const tasks: Array<() => Promise<void>> = [];

export const runsInBatch = (): boolean => inBatch;

/** Called by run-batch.ts before it imports the first file. */
export function startBatch(): void {
  inBatch = true;
}

/** Registers work for the end of the batch (only meaningful when runsInBatch()). */
export function atBatchEnd(task: () => Promise<void>): void {
  tasks.push(task);
}

/** Called by run-batch.ts after the last file: runs every registered task, in order. */
export async function endBatch(): Promise<void> {
  for (const task of tasks.splice(0)) await task();
}
