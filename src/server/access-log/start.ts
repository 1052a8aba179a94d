// The access log as the server process runs it: the writer, the observer, the refused requests and
// SIGUSR2 to reopen the file (Node keeps nginx's SIGUSR1 for its inspector). The signal is handled
// even when the log is off, as Node's default for it is to exit.
import type { Server } from 'node:http';
import type { AccessLogSettings } from '../../settings/access-log-settings';
import { createRefusalRecorder, createResponseObserver, type ResponseObserver } from './observer';
import { createAccessLogWriter } from './writer';
import { createRefusedRequests, rememberPeer, type RefusedRequests } from './refused-requests';
import { messages } from '../../messages/catalogue';
import type { Logger } from '../process/log';

/** How often refused requests left out of the log (no client address) are reported, when any were. */
export const unaddressedReportMs = 60_000;

export interface RunningAccessLog {
  observe: ResponseObserver | undefined; // undefined when ACCESS_LOG=off
  attach(server: Server): void; // listens for its connections and refused requests (nothing when off)
  close(): Promise<void>; // writes what is pending
}

/** One warning line with the count, when refused requests were left out since the last one. */
export function reportUnaddressed(refused: RefusedRequests, log: Logger): void {
  const count = refused.takeUnaddressed();
  if (count > 0)
    log.warn('refused requests left out of the access log: their client address was unknown', {
      count,
      text: messages().server.accessLog.unaddressed(count),
    });
}

export function startAccessLog(settings: AccessLogSettings, log: Logger): RunningAccessLog {
  const { destination } = settings;
  const writer = createAccessLogWriter(destination, log);
  process.on('SIGUSR2', () => {
    if (destination.kind === 'file') writer.reopen();
    else
      log.info('SIGUSR2: no access log file to reopen', {
        accessLog: destination.kind,
        text: messages().server.accessLog.nothingToReopen,
      });
  });
  if (destination.kind === 'off') return { observe: undefined, attach: () => {}, close: () => writer.close() };
  const shown = destination.kind === 'file' ? destination.path : 'stdout';
  log.info('access log on', {
    accessLog: shown,
    fullIp: settings.fullIp,
    trustProxy: [...settings.trustedProxies],
    text: messages().server.accessLog.on(shown),
  });
  const writeLine = (line: string) => writer.write(line);
  const refused = createRefusedRequests(createRefusalRecorder(writeLine, settings));
  let reporter: NodeJS.Timeout | undefined;
  return {
    observe: createResponseObserver(writeLine, settings),
    attach(server) {
      server.on('connection', rememberPeer);
      server.on('clientError', refused.listener);
      reporter = setInterval(() => reportUnaddressed(refused, log), unaddressedReportMs).unref();
    },
    close() {
      clearInterval(reporter);
      reportUnaddressed(refused, log);
      return writer.close();
    },
  };
}
