// Reads access log files as streams, line by line, whole or gzipped (logrotate's `compress`; told
// by the file's first bytes, not its name): a year of logs is never held in memory, only one chunk
// at a time. Each line goes to a synchronous callback rather than through readline's async
// iterator, which costs a promise per line (test/bench/PERFORMANCE.md, "What each lever bought", has the figures).
import { open, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { messages } from '../messages/catalogue';
import { systemErrorOf, systemReason } from '../messages/system-errors';

/** A problem the operator can fix (a wrong file name, a file that is not a log): one line, no stack. */
export class ReportError extends Error {
  override name = 'ReportError';
}

const gzipMagic = [0x1f, 0x8b];
const chunkBytes = 256 * 1024;
/**
 * Far longer than any access log line (a capped line is under 4 KB): past it, the line is handed on cut (and
 * refused), and the rest of it up to its line end skipped, so that it counts as one line.
 */
const maxLineChars = 64 * 1024;

function openError(file: string, error: NodeJS.ErrnoException): ReportError {
  const text = messages().report;
  const reason =
    { ENOENT: text.noSuchFile, EISDIR: text.isFolder, EACCES: text.permissionDenied }[error.code ?? ''] ??
    systemReason(error);
  return new ReportError(text.cannotRead(file, reason));
}

interface OpenLog {
  input: Readable;
  gzipped: boolean;
  close(): void;
}

/** Throws a ReportError naming the file unless it is a file this process can open. */
export async function checkReadable(file: string): Promise<void> {
  try {
    if ((await stat(file)).isDirectory()) throw Object.assign(new Error('a folder'), { code: 'EISDIR' });
    await (await open(file)).close();
  } catch (error) {
    throw openError(file, error as NodeJS.ErrnoException);
  }
}

async function openLog(file: string): Promise<OpenLog> {
  let handle;
  try {
    handle = await open(file);
    const head = Buffer.alloc(2);
    const { bytesRead } = await handle.read(head, 0, 2, 0);
    const gzipped = bytesRead === 2 && head[0] === gzipMagic[0] && head[1] === gzipMagic[1];
    const raw = handle.createReadStream({ start: 0, highWaterMark: chunkBytes });
    if (!gzipped) return { input: raw, gzipped, close: () => raw.destroy() };
    const gunzip = createGunzip({ chunkSize: chunkBytes });
    raw.on('error', (error) => gunzip.destroy(error));
    return { input: raw.pipe(gunzip), gzipped, close: () => (raw.destroy(), gunzip.destroy()) };
  } catch (error) {
    await handle?.close();
    throw openError(file, error as NodeJS.ErrnoException);
  }
}

/**
 * Calls `onLine` with every line of `file` (without its line end) and its number, from 1; empty
 * lines are skipped. A final line without a newline comes with `unterminated` set: a log being
 * written may end in half a line.
 */
export async function forEachLine(
  file: string,
  onLine: (line: string, number: number, unterminated: boolean) => void,
): Promise<void> {
  const { input, gzipped, close } = await openLog(file);
  // Both writers escape every byte above 127, so latin1 (one character per byte) loses nothing.
  input.setEncoding('latin1');
  let rest = '';
  let skipping = false; // the rest of a line handed on cut
  let number = 0;
  const emit = (line: string, unterminated = false) => {
    number += 1;
    const text = line.endsWith('\r') ? line.slice(0, -1) : line;
    if (text !== '') onLine(text, number, unterminated);
  };
  try {
    for await (const chunk of input as AsyncIterable<string>) {
      let start = 0;
      let end = chunk.indexOf('\n');
      if (skipping) {
        if (end === -1) continue;
        skipping = false;
        start = end + 1;
        end = chunk.indexOf('\n', start);
      } else if (end !== -1 && rest !== '') {
        emit(rest + chunk.slice(0, end));
        rest = '';
        start = end + 1;
        end = chunk.indexOf('\n', start);
      }
      for (; end !== -1; end = chunk.indexOf('\n', start)) {
        emit(chunk.slice(start, end));
        start = end + 1;
      }
      rest += chunk.slice(start);
      if (rest.length > maxLineChars) {
        emit(rest.slice(0, maxLineChars));
        rest = '';
        skipping = true;
      }
    }
  } catch (error) {
    if (error instanceof ReportError) throw error;
    const { notWholeGzip, readFailed } = messages().report;
    const detail = systemErrorOf(error) ? systemReason(error) : (error as Error).message;
    throw new ReportError((gzipped && !systemErrorOf(error) ? notWholeGzip : readFailed)(file, detail));
  } finally {
    close();
  }
  if (rest !== '') emit(rest, true);
}
