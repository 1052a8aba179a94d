// Where the server listens: the socket systemd passes (sd_listen_fds(3)), on which the kernel queues
// connections while the service restarts; otherwise HOST and PORT.
import type { Env } from '../../settings/setting-table';
import { ConfigError } from '../../settings/settings';
import { messages } from '../../messages/catalogue';
import type { ServerSettings } from '../../settings/server-settings';

/** The first descriptor systemd passes (SD_LISTEN_FDS_START). */
export const firstPassedFd = 3;

export type ListenTarget = { fd: number } | { port: number; host: string };

export function listenTarget(env: Env, pid: number, settings: Pick<ServerSettings, 'port' | 'host'>): ListenTarget {
  const fds = env.LISTEN_FDS;
  // The variables are meant for one process: a child that inherited them (another PID) ignores them.
  if (fds === undefined || env.LISTEN_PID !== String(pid)) return { port: settings.port, host: settings.host };
  if (!/^[0-9]+$/.test(fds) || Number(fds) < 1) {
    throw new ConfigError(messages().server.listenFdsNotCount(JSON.stringify(fds)));
  }
  if (Number(fds) > 1) throw new ConfigError(messages().server.listenFdsMany(fds));
  return { fd: firstPassedFd };
}

/** Unsets the variables, as sd_listen_fds(unset_environment=1) does, so no child inherits them. */
export function forgetListenVariables(env: Env): void {
  delete env.LISTEN_FDS;
  delete env.LISTEN_PID;
  delete env.LISTEN_FDNAMES;
}
