// POST /ping/<id> (or its absolute-form): a visitor followed a call to action. The browser sends
// it by itself (the link's `ping` attribute), with no script of ours. Every request for /ping/…
// is answered here:
// - a known id (the build's table, HeaderRules.callsToAction) → 204, no body, nothing set: the
//   access log line is the whole record;
// - an unknown id → 404, never in the not-found log (a ping is not a page anyone looked for);
// - another method → 405 with Allow: POST;
// - a body over pingBodyLimitBytes → 413 and the connection closes: at once when Content-Length
//   says so (the body is never waited for), or as soon as a chunked body passes the limit.
// Ping-From and Ping-To (the browser's own headers) are trusted for nothing: only the id in the
// path, looked up as it was sent (no decoding, so no escape or traversal can reach another id).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { pingBodyLimitBytes, pingPathPrefix } from '../../site-format';
import { originForm } from '../../request-form';
import type { SecurityHeaders } from './send-resource';

export { pingBodyLimitBytes };

const plainText = (text: string) => ({ 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': String(Buffer.byteLength(text)) });

/** The answers' headers, computed once per site: the security headers, never cached. */
function cannedAnswers(security: SecurityHeaders) {
  const base = { ...Object.fromEntries(security), 'Cache-Control': 'no-store' };
  const canned = (status: number, extra: Record<string, string>, text?: string) => ({ status, headers: { ...base, ...extra, ...(text ? plainText(text) : {}) }, text });
  return {
    counted: canned(204, {}),
    unknown: canned(404, {}, 'Not Found'),
    wrongMethod: canned(405, { Allow: 'POST' }, 'Method Not Allowed'),
    tooLarge: canned(413, { Connection: 'close' }, 'Payload Too Large'),
  };
}

type Answer = ReturnType<typeof cannedAnswers>[keyof ReturnType<typeof cannedAnswers>];

function send(req: IncomingMessage, res: ServerResponse, { status, headers, text }: Answer): void {
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : text);
}

/** A chunked body is read only up to the limit: past it, 413 at once and the rest is never read. */
function answerAfterChunkedBody(req: IncomingMessage, res: ServerResponse, answers: ReturnType<typeof cannedAnswers>): void {
  let received = 0;
  const onData = (chunk: Buffer) => {
    received += chunk.byteLength;
    if (received <= pingBodyLimitBytes) return;
    req.off('data', onData);
    req.pause();
    send(req, res, answers.tooLarge);
  };
  req.on('data', onData);
  req.on('end', () => {
    if (!res.headersSent) send(req, res, answers.counted);
  });
}

/** The middleware for /ping/…: every other URL goes on. */
export function answerPings(pingIds: ReadonlySet<string>, security: SecurityHeaders) {
  const answers = cannedAnswers(security);
  return (req: Request, res: Response, next: NextFunction) => {
    // The absolute-form (`POST http://host/ping/<id>`) is the same ping (RFC 9112 §3.2.2).
    const url = originForm(req.url);
    if (!url.startsWith(pingPathPrefix)) return next();
    if (req.method !== 'POST') return send(req, res, answers.wrongMethod);
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > pingBodyLimitBytes) return send(req, res, answers.tooLarge);
    const queryStart = url.indexOf('?');
    const id = url.slice(pingPathPrefix.length, queryStart === -1 ? undefined : queryStart);
    if (!pingIds.has(id)) {
      // An unknown id's body is not worth reading: a chunked one closes the connection instead.
      if (req.headers['transfer-encoding'] !== undefined) res.setHeader('Connection', 'close');
      return send(req, res, answers.unknown);
    }
    if (req.headers['transfer-encoding'] !== undefined) answerAfterChunkedBody(req, res, answers);
    else send(req, res, answers.counted);
  };
}
