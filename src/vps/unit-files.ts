// The two systemd units the install writes, and `ozonteck unidades` prints for the README: one
// source for their text. The socket unit owns the listening socket, so a restart refuses no
// connection (the kernel queues them); the service runs the built server as its own user, the
// code read-only to it, with only its log folder writable (LogsDirectory=, made for that user).
import { machineLayout, serviceName } from './machine-layout';

export interface UnitOptions {
  /** The project folder (the clone). */
  root: string;
  /** The absolute path of the node the install found or installed. */
  nodePath: string;
  user?: string;
  listen?: string;
}

export function socketUnit(options: Pick<UnitOptions, 'listen'> = {}): string {
  return [
    '[Unit]',
    'Description=Negócios Ozonteck site (listening socket)',
    '',
    '[Socket]',
    `ListenStream=${options.listen ?? machineLayout.listen}`,
    'NoDelay=true',
    '',
    '[Install]',
    'WantedBy=sockets.target',
    '',
  ].join('\n');
}

export function serviceUnit(options: UnitOptions): string {
  const user = options.user ?? machineLayout.user;
  return [
    '[Unit]',
    'Description=Negócios Ozonteck site',
    `After=network.target ${machineLayout.socketUnit}`,
    `Requires=${machineLayout.socketUnit}`,
    '',
    '[Service]',
    `WorkingDirectory=${options.root}`,
    `ExecStart=${options.nodePath} dist/server.mjs`,
    // The shell's own kill: a minimal system has no /bin/kill (procps).
    "ExecReload=/bin/sh -c 'kill -HUP $MAINPID'",
    'Restart=on-failure',
    `User=${user}`,
    `Group=${user}`,
    'NoNewPrivileges=true',
    'ProtectSystem=strict',
    'PrivateTmp=true',
    `ReadOnlyPaths=${options.root}`,
    `LogsDirectory=${serviceName}`,
    'TimeoutStopSec=15',
    '',
    '[Install]',
    'WantedBy=multi-user.target',
    '',
  ].join('\n');
}

/** Each unit file's name and text, as the install writes them. */
export const unitFiles = (options: UnitOptions): ReadonlyArray<[name: string, text: string]> => [
  [machineLayout.socketUnit, socketUnit(options)],
  [machineLayout.serviceUnit, serviceUnit(options)],
];
