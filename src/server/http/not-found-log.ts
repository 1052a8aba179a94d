// The 404 log line, at most `perSecond` a second so a flood of bad URLs cannot fill the disk; the
// rest are counted in one line when the second is over (on the next 404, or by the flush timer).
import { messages } from '../../messages/catalogue';
import { capLength, type Logger } from '../process/log';

export interface NotFoundLog {
  record(path: string): void;
  /** Reports lines dropped in a past second, if any. */
  flush(): void;
}

export function createNotFoundLog(log: Logger, perSecond = 20, now: () => number = Date.now): NotFoundLog {
  let second = -1;
  let written = 0;
  let dropped = 0;

  const roll = () => {
    const current = Math.floor(now() / 1000);
    if (current === second) return;
    if (dropped > 0)
      log.warn('not found lines dropped', {
        dropped,
        perSecond,
        text: messages().server.notFoundDropped(dropped, perSecond),
      });
    second = current;
    written = 0;
    dropped = 0;
  };

  return {
    record(path) {
      roll();
      if (written < perSecond) {
        written += 1;
        log.warn('not found', { path: capLength(path) });
      } else {
        dropped += 1;
      }
    },
    flush: roll,
  };
}
