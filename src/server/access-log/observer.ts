// Hooks every response, as the pipeline's first middleware, so the access log sees every answer.
// It counts the body bytes handed to the socket by wrapping write/end, and writes the line when the
// response closes: finished, or abandoned by the client (499 if no header was sent yet, as nginx
// logs it). The health probe is not logged: probes would drown the visitors. Nor is a field-speed
// beacon the server did not take (ping.ts): a forged one must write nothing.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pingPathPrefix } from '../../contracts/site-format';
import { originForm, pathOf } from '../../contracts/request-form';
import { fieldSpeedPath } from '../../contracts/field-speed-beacon';
import { isHealthProbe } from '../http/request-target';
import { clientAddress, formatCombined, type ClientAddressOptions } from './line';
import type { RefusalRecorder } from './refused-requests';

export type ResponseObserver = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The Referer field, or for a ping (sent with no Referer) its Ping-From, the page clicked on: the
 * report credits the click to that page's campaign.
 */
function referrerOf(req: IncomingMessage, url: string): string | undefined {
  if (req.headers.referer !== undefined || req.method !== 'POST' || !originForm(url).startsWith(pingPathPrefix))
    return req.headers.referer;
  const pingFrom = req.headers['ping-from'];
  return Array.isArray(pingFrom) ? pingFrom[0] : pingFrom;
}

function byteLengthOf(chunk: unknown, encoding: unknown): number {
  if (typeof chunk === 'string')
    return Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (ArrayBuffer.isView(chunk)) return chunk.byteLength;
  return 0;
}

export function createResponseObserver(
  writeLine: (line: string) => void,
  addresses: ClientAddressOptions,
  now: () => Date = () => new Date(),
): ResponseObserver {
  return (req, res) => {
    if (isHealthProbe(req)) return;
    const url = req.url ?? '';
    const peer = req.socket.remoteAddress;
    let bodyBytes = 0;

    // Both take (chunk, encoding, callback) with the later ones optional; Node checks their types.
    type Write = (this: ServerResponse, chunk: unknown, encoding: unknown, callback: unknown) => unknown;
    const counted = (original: Write): Write =>
      function (chunk, encoding, callback) {
        bodyBytes += byteLengthOf(chunk, encoding);
        return original.call(this, chunk, encoding, callback);
      };
    const writable = res as unknown as { write: Write; end: Write };
    writable.write = counted(writable.write);
    writable.end = counted(writable.end);

    // 'close' comes once per response (finished or abandoned): `on` spares the wrapper `once` makes.
    const isBeacon = pathOf(originForm(url)) === fieldSpeedPath;
    res.on('close', () => {
      if (isBeacon && (!res.headersSent || res.statusCode !== 204)) return;
      const forwardedFor = req.headers['x-forwarded-for'];
      writeLine(
        formatCombined({
          client: clientAddress(peer, Array.isArray(forwardedFor) ? forwardedFor.join(', ') : forwardedFor, addresses),
          time: now(),
          method: req.method ?? '-',
          url,
          httpVersion: req.httpVersion,
          status: res.headersSent ? res.statusCode : 499,
          // Node drops whatever was written to HEAD, 1xx, 204 and 304 answers.
          bodyBytes:
            res.headersSent &&
            req.method !== 'HEAD' &&
            res.statusCode >= 200 &&
            res.statusCode !== 204 &&
            res.statusCode !== 304
              ? bodyBytes
              : 0,
          referrer: referrerOf(req, url),
          userAgent: req.headers['user-agent'],
        }),
      );
    });
  };
}

/** The line for a request Node's parser refused (refused-requests.ts): no header is known. */
export function createRefusalRecorder(
  writeLine: (line: string) => void,
  addresses: ClientAddressOptions,
  now: () => Date = () => new Date(),
): RefusalRecorder {
  return (socket, status, requestLine) =>
    writeLine(
      formatCombined({
        client: clientAddress(socket.remoteAddress, undefined, addresses),
        time: now(),
        requestLine,
        status,
      }),
    );
}
