// Where access log lines go (ACCESS_LOG; its contract in src/server/README.md): a file gets them
// in one asynchronous write per 100 ms or 64 KB, like nginx's `buffer= flush=`, so writing never
// holds up a response; stdout at the end of each event-loop turn, in order with the JSON lines.
// reopen() (SIGUSR2) opens the path again after logrotate moved the file: lines already handed to
// the old file finish there. A file that cannot be opened at start-up is open-check.ts's. Every open
// starts a new line when a failed write left half of one (log-file.ts), and every line lost is
// counted: dropped while the file is broken, or in a write that failed.
import type { Writable } from 'node:stream';
import { settingName } from '../../settings/setting-table';
import type { AccessLogDestination } from '../../settings/access-log-settings';
import { messages } from '../../messages/catalogue';
import { systemReason } from '../../messages/system-errors';
import type { Logger } from '../process/log';
import { appendTo, countingWrites, type OpenedFile } from './log-file';

export interface AccessLogWriter {
  write(line: string): void;
  reopen(): void; // the file again, after logrotate moved it; nothing for stdout
  close(timeoutMs?: number): Promise<void>; // writes what is pending first
}

export interface WriterOptions {
  maxPendingBytes?: number; // that may wait for the disk before new lines are dropped
  openFile?: (path: string) => OpenedFile;
  stdout?: Writable;
  scheduleFlush?: (flush: () => void) => void; // default flushLater; tests run it when they choose
  now?: () => number; // the clock of the once-a-minute report of a broken file
}

/** While the file cannot be written, the log says so again at most this often, with the lines dropped since. */
export const brokenReportIntervalMs = 60_000;

export const defaultMaxPendingBytes = 8 * 1024 * 1024;
const flushAtBytes = 64 * 1024;
/** How long lines for a file may wait to be written together. */
export const fileFlushDelayMs = 100;

const flushLater = (destination: AccessLogDestination) =>
  destination.kind === 'file'
    ? (run: () => void) => void setTimeout(run, fileFlushDelayMs).unref()
    : (run: () => void) => void setImmediate(run);

/** Lines waiting on a slow disk are capped: past it they are dropped, said once, and counted once caught up. */
function createLagGuard(log: Logger, maxPending: number) {
  let lagging = false;
  let droppedWhileLagging = 0;
  /** Whether a line of `bytes` more may wait, given what waits already. */
  return (waitingBytes: number, bytes: number): boolean => {
    if (waitingBytes + bytes > maxPending) {
      if (!lagging)
        log.warn('access log is behind the disk; dropping lines until it catches up', {
          maxPendingBytes: maxPending,
          text: messages().server.accessLog.behind,
        });
      lagging = true;
      droppedWhileLagging += 1;
      return false;
    }
    if (lagging) {
      log.warn('access log caught up', {
        droppedLines: droppedWhileLagging,
        text: messages().server.accessLog.caughtUp(droppedWhileLagging),
      });
      lagging = false;
      droppedWhileLagging = 0;
    }
    return true;
  };
}

/** Lines gathered into one chunk, written at flushAtBytes or when the scheduled flush runs. */
function createBatch(scheduleFlush: (run: () => void) => void, writeChunk: (chunk: string) => void) {
  let batch = '';
  let flushScheduled = false;
  const flush = () => {
    const chunk = batch;
    batch = '';
    if (chunk !== '') writeChunk(chunk);
  };
  const scheduledFlush = () => {
    flushScheduled = false;
    flush();
  };
  return {
    flush,
    bytes: () => batch.length,
    add(line: string) {
      batch += line + '\n';
      if (batch.length >= flushAtBytes) {
        flush();
      } else if (!flushScheduled) {
        flushScheduled = true;
        scheduleFlush(scheduledFlush);
      }
    },
  };
}

/** Ends a file stream, writing what it holds, within `timeoutMs`. */
function endStream(stream: Writable, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, timeoutMs).unref();
    stream.end(resolve);
    stream.once('error', () => resolve());
  });
}

/** A file that cannot be written is said at once, then at most once per brokenReportIntervalMs while lines drop. */
function createBrokenReport(log: Logger, path: string | null, now: () => number) {
  let lastReportAt = 0;
  let lastError = '';
  let droppedSinceReport = 0;
  return {
    broke(error: Error) {
      lastError = error.message;
      lastReportAt = now();
      droppedSinceReport = 0;
      log.error(
        'access log cannot be written; the site keeps serving, and lines are dropped until SIGUSR2 or a restart',
        {
          variable: settingName.ACCESS_LOG,
          path,
          error: lastError,
          text: messages().server.accessLog.broken(String(path), systemReason(error)),
        },
      );
    },
    dropped() {
      droppedSinceReport += 1;
      if (now() - lastReportAt < brokenReportIntervalMs) return;
      const text = messages().server.accessLog.stillBroken(String(path), droppedSinceReport);
      log.error(
        'access log still cannot be written; lines are being dropped. Fix it, then systemctl kill ' +
          '--signal=SIGUSR2 ozonteck (or restart)',
        { variable: settingName.ACCESS_LOG, path, error: lastError, droppedLines: droppedSinceReport, text },
      );
      lastReportAt = now();
      droppedSinceReport = 0;
    },
  };
}

export function createAccessLogWriter(
  destination: AccessLogDestination,
  log: Logger,
  options: WriterOptions = {},
): AccessLogWriter {
  const maxPending = options.maxPendingBytes ?? defaultMaxPendingBytes;
  const openFile = options.openFile ?? appendTo;
  const path = destination.kind === 'file' ? destination.path : null;
  let dropped = 0; // lines lost since the last reopen: dropped while broken, or in a write that failed
  let broken = false;
  const mayWait = createLagGuard(log, maxPending);
  const brokenReport = createBrokenReport(log, path, options.now ?? Date.now);
  const lose = (lines: number) => void (dropped += lines);

  interface Target {
    stream: Writable;
    write(chunk: string): void;
  }
  const open = (): Target => {
    if (destination.kind === 'stdout') {
      const stream = options.stdout ?? process.stdout;
      return { stream, write: (chunk) => void stream.write(chunk) };
    }
    const { stream, endsMidLine } = openFile(path!);
    stream.on('error', (error: Error) => {
      if (stream !== target?.stream) return; // an old file after a reopen: its lost lines are counted all the same
      if (!broken) brokenReport.broke(error);
      broken = true;
      stream.destroy();
    });
    const write = countingWrites(stream, lose);
    // Half a line left by a write that failed (a full disk): the next line must not be glued to it.
    if (endsMidLine) write('\n');
    return { stream, write };
  };
  let target: Target | null = destination.kind === 'off' ? null : open();

  const batch = createBatch(options.scheduleFlush ?? flushLater(destination), (chunk) => {
    if (!target) return;
    // Lines gathered before the file broke: lost with it, and counted now, before a reopen reports them.
    if (broken) lose(chunk.split('\n').length - 1);
    else target.write(chunk);
  });
  const flush = batch.flush;

  return {
    write(line) {
      if (!target) return;
      if (broken) {
        dropped += 1;
        brokenReport.dropped();
        return;
      }
      if (!mayWait(target.stream.writableLength + batch.bytes(), line.length + 1)) return;
      batch.add(line);
    },
    reopen() {
      if (destination.kind !== 'file') return;
      flush();
      const old = target!.stream;
      broken = false;
      target = open();
      if (!old.destroyed) old.end();
      const said = messages().server.accessLog;
      log.info('access log reopened', {
        path,
        ...(dropped > 0 ? { droppedLines: dropped } : {}),
        text: dropped > 0 ? said.reopenedAfterLoss(String(path), dropped) : said.reopened(String(path)),
      });
      dropped = 0;
    },
    async close(timeoutMs = 2_000) {
      flush();
      const stream = target?.stream;
      if (!stream || destination.kind !== 'file' || stream.destroyed) return;
      target = null;
      await endStream(stream, timeoutMs);
    },
  };
}
