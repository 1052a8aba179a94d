// Plays systemd's part in socket activation for a test: it owns a listening socket on which it
// never accepts, and starts the service on it (fd 3, LISTEN_FDS=1, LISTEN_PID = the service's own
// pid) again each time the service exits, like Restart=always, for the given number of runs.
// spawnSync blocks this process's event loop while the service runs, so it never accepts a
// connection itself: between two runs the kernel queues new connections on the socket.
// Usage: node socket-holder.mjs <server script> <runs>. Prints {"holder":"listening","port":N}.
import { spawnSync } from 'node:child_process';
import { writeSync } from 'node:fs';
import { createServer } from 'node:net';

const [serverScript, runs] = process.argv.slice(2);
const socket = createServer();
socket.listen(0, '127.0.0.1', () => {
  writeSync(1, `${JSON.stringify({ holder: 'listening', port: socket.address().port })}\n`);
  // The listening descriptor itself (node:net keeps it on its handle).
  const fd = socket._handle.fd;
  for (let run = 0; run < Number(runs); run++) {
    // sh sets LISTEN_PID to its own pid, then exec keeps that pid for node.
    spawnSync('/bin/sh', ['-c', 'LISTEN_PID=$$ exec "$0" "$@"', process.execPath, serverScript], {
      stdio: ['ignore', 'inherit', 'inherit', fd],
      env: { ...process.env, LISTEN_FDS: '1' },
    });
  }
  process.exit(0);
});
