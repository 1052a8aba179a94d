// An access log file that cannot be opened at start-up stops the server, saying why and what to do:
// a server that started and then dropped every line would fail silently.
import { closeSync, existsSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AccessLogDestination } from '../../settings/access-log-settings';
import { ConfigError } from '../../settings/settings';
import { messages } from '../../messages/catalogue';
import { commandUser } from '../../settings/site-folder/command-user';

const serverUser = commandUser;

/** Why the file cannot be opened, in words, and what to do. */
export function accessLogOpenProblem(path: string, code: string | undefined, detail: string): string {
  const said = messages().server.accessLog;
  const folder = dirname(path);
  const start = said.cannotOpen(path);
  switch (code) {
    case 'ENOENT':
      return `${start} ${said.noFolder(folder, serverUser())} ${said.orOff} ${said.systemdHint}`;
    case 'EACCES':
    case 'EPERM': {
      const exists = existsSync(path);
      const noRight = said.noRight(serverUser(), exists ? said.inIt : said.inFolder(folder), exists ? path : folder);
      return `${start} ${noRight} ${said.orOff} ${said.systemdHint}`;
    }
    case 'EROFS':
      return `${start} ${said.readOnly(folder)} ${said.systemdHint}`;
    case 'ENOTDIR':
      return `${start} ${said.partIsFile(folder)} ${said.orOff}`;
    case 'EISDIR':
      return `${start} ${said.isFolder(path, `${path.replace(/\/+$/, '')}/access.log`)}`;
    default:
      return `${start} ${said.other(detail)} ${said.orOff}`;
  }
}

/** Opens the file for appending once and closes it, or throws a ConfigError that says why and what to do. */
export function checkAccessLogOpens(destination: AccessLogDestination): void {
  if (destination.kind !== 'file') return;
  try {
    closeSync(openSync(destination.path, 'a', 0o640));
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new ConfigError(accessLogOpenProblem(destination.path, code, message));
  }
}
