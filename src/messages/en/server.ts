// The server's messages (node dist/server.mjs): the text of each log line the operator reads (the
// "text" field; "msg" stays the event's stable English name) and the errors that stop its start.
import type { server as portuguese } from '../pt-BR/server';

export const server: typeof portuguese = {
  listening: (url, pid, build, builtAt) =>
    `Serving the site on ${url} (process ${pid}), with the build ${build}, made ${builtAt}.`,
  settingsFileRead: (file) => `Settings read from ${file} (variables set in the command win).`,
  demoValues: (variables) =>
    `This build uses demo values (${variables}): links reach no real sponsor. Set them in site/site.env and run npm ` +
      `run build.`,
  settingsDrift: (variables) =>
    `${variables} in site/site.env differ from the live build: site settings are baked in by the build. Run npm run ` +
      `build && systemctl reload ozonteck to apply them.`,
  shuttingDown: (signal, seconds) =>
    `${signal} received: no new connections; responses in flight may finish (up to ${seconds} s).`,
  graceOver: 'Grace period over; closing the remaining connections.',
  stopped: 'Server stopped.',
  notFoundDropped: (dropped, perSecond) =>
    `${dropped} 404 line(s) left out in the last second (at most ${perSecond} a second, so a flood cannot fill the ` +
      `disk).`,
  requestFailed: (error) => `A request failed (the visitor got the error page): ${error}`,
  uncaught: (error) =>
    `Unexpected error, the server stops (${error}). systemd starts it again (Restart=on-failure); if it happens ` +
      `again, keep these lines (journalctl -u ozonteck) and ask whoever maintains the code.`,
  reloaded: (build, builtAt) => `Reloaded: the build ${build}, made ${builtAt}, is live.`,
  reloadRefused: (reason) => `Reload refused; the previous build keeps serving. Reason: ${reason}`,
  restartToApply: (variables) =>
    `${variables.join(', ')} changed since the server started; a reload does not apply ` +
      `${variables.length === 1 ? 'it' : 'them'}: systemctl restart ozonteck does.`,
  restartWouldStop: (problem) => `${problem} A restart would stop on it: correct it first.`,
  socketUnusable: (fd, error) => `Cannot listen on the socket systemd passed (file descriptor ${fd}): ${error}`,
  listenFdsNotCount: (got) => `LISTEN_FDS must be the number of sockets systemd passes, at least 1 (got ${got}).`,
  listenFdsMany: (count) =>
    `LISTEN_FDS is ${count}: the server listens on one socket; give the .socket unit one ListenStream=.`,
  listen: {
    inUse: (port, host, portSetting = 'PORT') =>
      `Port ${port} on ${host} is already in use. Stop the other process or set ${portSetting}.`,
    portIn: (file) => `PORT in ${file}`,
    noPermission: (port) =>
      `No permission to listen on port ${port} (PORT). Use a port above 1023 or run behind a proxy.`,
    noSuchHost: (host, code) => `HOST=${host} cannot be listened on: no such host name (${code}).`,
    notThisMachine: (host) => `HOST=${host} is not an address of this machine (EADDRNOTAVAIL).`,
    noIpv6: (host) => `HOST=${host} is an IPv6 address but this machine has no IPv6 (EAFNOSUPPORT).`,
    hostAdvice:
      'Set HOST to an address of this machine, e.g. 127.0.0.1 (this machine only) or 0.0.0.0 (every interface).',
    other: (host, port, error) => `Cannot listen on HOST=${host} PORT=${port}: ${error}`,
  },
  build: {
    missing: (dist, info, rules) =>
      `No build found in ${dist} (${info} or ${rules} is missing). Run "npm run build" first.`,
    damaged: (dist, detail) => `The build in ${dist} is incomplete or damaged (${detail}). Run "npm run build" again.`,
    unreadable: (dist, detail) =>
      `The build in ${dist} cannot be read (${detail}). Check the files' owner and permissions (ls -l ${dist}/): ` +
        `the server must read them all; if it is the disk, see dmesg | tail.`,
    changed: (file) => `${file} changed since the build`,
    noRule: (rules, file) => `${rules} has no rule for ${file}`,
    otherFormat: (dist, format, readable) =>
      `The build in ${dist} has format ${format}, and this server reads format ${readable}: it was built by another ` +
        `version of the code. Restart the server to run the code that made it.`,
  },
  expected: {
    port: 'a whole number from 0 to 65535 (0 picks a free port)',
    host: 'an IP address or host name of this machine to listen on, e.g. 127.0.0.1, 0.0.0.0 or ::',
    ipv4: '(an IPv4 address is four numbers from 0 to 255)',
    accessLog: '"off", "stdout", or the absolute path of a file to append to, e.g. /var/log/ozonteck/access.log',
    trustProxy:
      'the IP address of your reverse proxy, or several separated by commas, e.g. 127.0.0.1 or ' +
        '127.0.0.1,::1 ("off" to trust none)',
  },
  accessLog: {
    on: (destination) => `Access log on: ${destination}.`,
    cannotOpen: (path) => `ACCESS_LOG=${path} cannot be opened for writing:`,
    orOff: 'or set ACCESS_LOG=stdout or ACCESS_LOG=off.',
    systemdHint:
      'Under systemd, add LogsDirectory=ozonteck to the [Service] section and use ' +
        'ACCESS_LOG=/var/log/ozonteck/access.log.',
    noFolder: (folder, user) =>
      `the folder ${folder} does not exist. Create it (mkdir -p ${folder}, writable by ${user}, the user this server ` +
        `runs as),`,
    noRight: (user, where, target) =>
      `${user}, the user this server runs as, may not write ${where}. Give that user the right (chown ${user} ` +
        `${target}),`,
    inIt: 'to it',
    inFolder: (folder) => `in ${folder}`,
    readOnly: (folder) => `${folder} is read-only for this server (systemd's ProtectSystem=strict makes it so).`,
    partIsFile: (folder) => `a part of ${folder} is a file, not a folder. Name a file inside a folder,`,
    isFolder: (path, example) => `${path} is a folder. Name a file inside it, e.g. ${example}.`,
    other: (detail) => `${detail}. Check the path,`,
    behind: 'The access log is behind the disk; lines are dropped until it catches up.',
    caughtUp: (dropped) => `The access log caught up with the disk; ${dropped} line(s) dropped.`,
    broken: (path, error) =>
      `The access log ${path} cannot be written (${error}); the site keeps serving, and lines are dropped until ` +
        `SIGUSR2 or a restart.`,
    stillBroken: (path, dropped) =>
      `The access log ${path} still cannot be written; ${dropped} line(s) dropped. Fix it, then systemctl kill ` +
        `--signal=SIGUSR2 ozonteck (or restart).`,
    reopened: (path) => `Access log reopened: ${path}.`,
    reopenedAfterLoss: (path, dropped) =>
      `Access log reopened: ${path}; ${dropped} line(s) lost while it could not be written.`,
    nothingToReopen: 'SIGUSR2: no access log file to reopen.',
    unaddressed: (count) => `${count} refused request(s) left out of the access log: their client address was unknown.`,
  },
};
