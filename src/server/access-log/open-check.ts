// An access log file that cannot be opened at start-up stops the server, with the path, the reason
// in words and what to do: a server that starts and then drops every line would fail silently
// (a folder that does not exist, a permission, a read-only system directory under systemd).
import { closeSync, existsSync, openSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname } from 'node:path';
import type { AccessLogDestination } from '../settings/access-log-settings';
import { ConfigError } from '../../config/settings';

const systemdHint = 'Under systemd, add LogsDirectory=ozonteck to the [Service] section and use ACCESS_LOG=/var/log/ozonteck/access.log.';

function serverUser(): string {
  try {
    return userInfo().username;
  } catch {
    return `uid ${process.getuid?.() ?? '?'}`;
  }
}

/** Why the file cannot be opened, in words, and what to do. */
export function accessLogOpenProblem(path: string, code: string | undefined, detail: string): string {
  const folder = dirname(path);
  const start = `ACCESS_LOG=${path} cannot be opened for writing:`;
  const orOff = 'or set ACCESS_LOG=stdout or ACCESS_LOG=off.';
  switch (code) {
    case 'ENOENT':
      return `${start} the folder ${folder} does not exist. Create it (mkdir -p ${folder}, writable by ${serverUser()}, the user this server runs as), ${orOff} ${systemdHint}`;
    case 'EACCES':
    case 'EPERM':
      return `${start} ${serverUser()}, the user this server runs as, may not write ${existsSync(path) ? 'to it' : `in ${folder}`}. Give that user the right (chown ${serverUser()} ${existsSync(path) ? path : folder}), ${orOff} ${systemdHint}`;
    case 'EROFS':
      return `${start} ${folder} is read-only for this server (systemd's ProtectSystem=strict makes it so). ${systemdHint}`;
    case 'ENOTDIR':
      return `${start} a part of ${folder} is a file, not a folder. Name a file inside a folder, ${orOff}`;
    case 'EISDIR':
      return `${start} ${path} is a folder. Name a file inside it, e.g. ${path.replace(/\/+$/, '')}/access.log.`;
    default:
      return `${start} ${detail}. Check the path, ${orOff}`;
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
