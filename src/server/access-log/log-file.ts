// The access log file as the writer holds it, so that a full disk leaves a log every reader can
// still read: each open looks at the file's last byte and, when a write that failed left half a
// line there, starts a new line before any other; and each write that fails says how many lines it
// lost, from the bytes that did reach the file, so that dropped lines are counted exactly.
import { closeSync, createWriteStream, fstatSync, openSync, readSync } from 'node:fs';
import type { Writable } from 'node:stream';

export interface OpenedFile {
  stream: Writable;
  /** The file ends in half a line (its last byte is not a newline): the next write must start a new one. */
  endsMidLine: boolean;
}

/** Whether the regular file open as `fd` is not empty and its last byte is not a newline. */
function lastLineUnfinished(fd: number): boolean {
  const stats = fstatSync(fd);
  if (!stats.isFile() || stats.size === 0) return false;
  const last = Buffer.alloc(1);
  return readSync(fd, last, 0, 1, stats.size - 1) === 1 && last[0] !== 0x0a;
}

/**
 * Opens `path` for appending, and reads its last byte through the same descriptor (so no rename can
 * come between the two). A file this process may append to but not read is opened as before, unchecked;
 * one it cannot open at all gives a stream that reports the error, as the writer expects.
 */
export function appendTo(path: string): OpenedFile {
  let fd: number;
  try {
    fd = openSync(path, 'a+', 0o640);
  } catch {
    return { stream: createWriteStream(path, { flags: 'a', mode: 0o640 }), endsMidLine: false };
  }
  let endsMidLine = false;
  try {
    endsMidLine = lastLineUnfinished(fd);
  } catch {
    // Unreadable (a device, say): appended to as it is.
  }
  try {
    return { stream: createWriteStream(path, { fd, flags: 'a' }), endsMidLine };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

/**
 * The lines of `chunk` (whole lines, each ending in a newline) that a write which put only its first
 * `landedBytes` bytes on disk lost. A line whose newline alone is missing is not lost: the next open
 * of the file writes that newline first.
 */
export function linesLost(chunk: string, landedBytes: number): number {
  const bytes = Buffer.from(chunk);
  let lost = 0;
  for (let at = bytes.indexOf(0x0a, landedBytes + 1); at !== -1; at = bytes.indexOf(0x0a, at + 1)) lost += 1;
  return lost;
}

/**
 * Writes chunks of whole lines to `stream` and calls `lost` with the lines each failed write lost,
 * judged by the stream's `bytesWritten` (a file stream's count of bytes that reached the file,
 * a failed write's partial ones included); a stream without it is taken to have written nothing of
 * a failed chunk.
 */
export function countingWrites(stream: Writable, lost: (lines: number) => void): (chunk: string) => void {
  let settled = 0; // the bytes of the writes finished so far, in the order written
  const reached = () => (stream as Writable & { bytesWritten?: number }).bytesWritten ?? settled;
  return (chunk) => {
    const size = Buffer.byteLength(chunk);
    stream.write(chunk, (error) => {
      if (!error) {
        settled += size;
        return;
      }
      const landed = Math.min(size, Math.max(0, reached() - settled));
      settled += landed;
      const lines = linesLost(chunk, landed);
      if (lines > 0) lost(lines);
    });
  };
}
