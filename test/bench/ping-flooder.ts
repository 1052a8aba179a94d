// A flood of pings from one address, run as its own process (so its work does not slow the page
// load generator's event loop): `count` POSTs to /ping/<id> spread evenly over `seconds`,
// pipelined on a few keep-alive connections, nine in ten to known ids, the rest hostile (unknown,
// escaped, a 2 KB id). Prints one JSON line: what was sent and the statuses that came back.
//   node --import ./test/support/register.mjs test/bench/ping-flooder.ts <url> <count> <seconds>
import { connect, type Socket } from 'node:net';

const [url, countArg, secondsArg] = process.argv.slice(2);
const count = Number(countArg);
const seconds = Number(secondsArg);
const { hostname, port } = new URL(url!);
const connections = 4;
const tickMs = 10;

const known = ['hero/cadastro', 'bio/whatsapp', 'chat/whatsapp', 'toast/cadastro', 'products/cadastro'];
const hostile = ['nada/cadastro', '..%2f..%2fetc%2fpasswd', `${'x'.repeat(2048)}`, 'hero%2Fcadastro'];
const idFor = (i: number) => (i % 10 === 9 ? hostile[(i / 10) % hostile.length | 0]! : known[i % known.length]!);
const requestFor = (i: number) => `POST /ping/${idFor(i)} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: text/ping\r\nContent-Length: 4\r\n\r\nPING`;

const statuses: Record<string, number> = {};
let answered = 0;

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), noDelay: true }, () => resolve(socket));
    socket.once('error', reject);
    // Status lines only: a 204 has no body, and the 404 and 413 bodies hold no "HTTP/1.1 ".
    let tail = '';
    socket.on('data', (chunk: Buffer) => {
      const text = tail + chunk.toString('latin1');
      let counted = 0;
      for (const match of text.matchAll(/HTTP\/1\.1 (\d{3}) /g)) {
        statuses[match[1]!] = (statuses[match[1]!] ?? 0) + 1;
        answered += 1;
        counted = match.index + match[0].length;
      }
      // What may be the start of a status line cut by the chunk's end (never one already counted).
      tail = text.slice(Math.max(counted, text.length - 16));
    });
  });
}

const sockets = await Promise.all(Array.from({ length: connections }, open));
const started = performance.now();
let sent = 0;
await new Promise<void>((resolve) => {
  const timer = setInterval(() => {
    // On schedule: as many as should have left by now, whatever the timer's own lateness.
    const due = Math.min(count, Math.floor(((performance.now() - started) / (seconds * 1000)) * count));
    for (; sent < due; sent++) sockets[sent % connections]!.write(requestFor(sent));
    if (sent >= count) {
      clearInterval(timer);
      resolve();
    }
  }, tickMs);
});
const sendingSeconds = (performance.now() - started) / 1000;
for (let waited = 0; answered < sent && waited < 10_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
for (const socket of sockets) socket.destroy();
process.stdout.write(JSON.stringify({ sent, answered, statuses, sendingSeconds }) + '\n');
