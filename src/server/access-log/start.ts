// The access log as the server process runs it: the writer chosen by ACCESS_LOG, the response
// observer, and SIGUSR2 to reopen the file after logrotate moved it. (nginx reopens on SIGUSR1,
// but Node reserves SIGUSR1 for its inspector.) The handler is installed even when the log is off
// or on stdout, so a stray SIGUSR2 never stops the site (Node's default for it is to exit).
import type { AccessLogSettings } from '../../config/access-log-settings';
import { createRefusalRecorder, createResponseObserver, type ResponseObserver } from './observer';
import { createAccessLogWriter } from './writer';
import { createClientErrorListener } from './refused-requests';
import type { Logger } from '../process/log';

export interface RunningAccessLog {
  /** Undefined when ACCESS_LOG=off: requests are not observed at all. */
  observe: ResponseObserver | undefined;
  /** The server's 'clientError' listener (requests the parser refused); undefined when off. */
  onClientError: ReturnType<typeof createClientErrorListener> | undefined;
  /** Writes what is pending (on shutdown). */
  close(): Promise<void>;
}

export function startAccessLog(settings: AccessLogSettings, log: Logger): RunningAccessLog {
  const { destination } = settings;
  const writer = createAccessLogWriter(destination, log);
  process.on('SIGUSR2', () => {
    if (destination.kind === 'file') writer.reopen();
    else log.info('SIGUSR2: no access log file to reopen', { accessLog: destination.kind });
  });
  if (destination.kind === 'off') return { observe: undefined, onClientError: undefined, close: () => writer.close() };
  log.info('access log on', {
    accessLog: destination.kind === 'file' ? destination.path : 'stdout',
    fullIp: settings.fullIp,
    trustProxy: [...settings.trustedProxies],
  });
  const writeLine = (line: string) => writer.write(line);
  return {
    observe: createResponseObserver(writeLine, settings),
    onClientError: createClientErrorListener(createRefusalRecorder(writeLine, settings)),
    close: () => writer.close(),
  };
}
