// Requests Node's HTTP parser refuses (a broken request line, headers over 16 KB, a head that never
// finishes) never reach the pipeline. With the access log on, this 'clientError' listener gives
// Node's own answer (socketOnError in lib/_http_server.js) and logs the raw first line, as nginx does.
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Node's own answers, by parser error code; anything else is 400. */
const refusals: Record<string, [status: number, reason: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/** The first line of the bytes the parser failed on, as latin1 (one character per byte). */
function firstLine(packet: unknown): string | undefined {
  if (!Buffer.isBuffer(packet) || packet.byteLength === 0) return undefined;
  const end = packet.indexOf(0x0a);
  const line = packet.toString('latin1', 0, end === -1 ? Math.min(packet.byteLength, 8192) : end);
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

export type RefusalRecorder = (socket: Socket, status: number, requestLine: string | undefined) => void;

export interface RefusedRequests {
  listener: (error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Socket) => void; // for 'clientError'
  takeUnaddressed(): number; // how many were left out of the log since the last call
}

/**
 * A refused request whose client address is unknown (the connection was already gone) is counted
 * instead of logged: GoAccess rejects a line with "-" for the address. rememberPeer makes it rare.
 */
export function createRefusedRequests(record: RefusalRecorder): RefusedRequests {
  let unaddressed = 0;
  const listener = (error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Socket): void => {
    // As Node does: answer only when nothing of the response in flight (_httpMessage) is on the wire.
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (socket.writable && (!inFlight || !inFlight.headersSent)) {
      const [status, reason] = refusals[error.code ?? ''] ?? [400, 'Bad Request'];
      socket.write(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\n\r\n`);
      // A reset or a broken pipe is a client gone, not a refused request.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') {
        if (socket.remoteAddress === undefined) unaddressed += 1;
        else record(socket, status, firstLine(error.rawPacket));
      }
    }
    socket.destroy(error);
  };
  return {
    listener,
    takeUnaddressed() {
      const count = unaddressed;
      unaddressed = 0;
      return count;
    },
  };
}

/** The 'connection' listener: reads the peer's address at once, which Node then caches on the socket. */
export const rememberPeer = (socket: Socket): void => {
  void socket.remoteAddress;
};
