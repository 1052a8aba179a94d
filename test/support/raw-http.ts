// A request sent byte for byte (latin1) on a fresh connection, for request lines and headers no
// HTTP client would send; resolves with everything the server wrote back until it closed.
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
