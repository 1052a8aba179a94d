// A request sent byte for byte (latin1) on a fresh connection, for request lines and headers no
// HTTP client would send: sendRaw resolves with everything the server wrote back until it closed;
// responseHead writes and keeps the connection open (a body announced but never sent), resolving
// with the response head as soon as it arrives.
import { connect } from 'node:net';

export function sendRaw(base: string, head: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(Buffer.from(head, 'latin1')));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer within 5 s')));
  });
}

export function responseHead(base: string, head: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(Buffer.from(head, 'latin1')));
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      socket.destroy();
      resolve(received.slice(0, end));
    });
    socket.on('error', reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer within 5 s: the server waited for the body')));
  });
}
