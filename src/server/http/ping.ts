// POST /ping/<id>: a visitor followed a call to action (the link's `ping` attribute). A known id
// (HeaderRules.callsToAction) gets 204 and the access log line is the whole record; an unknown one
// a 404 kept out of the 404 log (no one looked for a page). Only the id counts, looked up as sent
// (no decoding, so no escape reaches another id), never Ping-From or Ping-To.
import type { NextFunction } from 'express';
import type { IncomingMessage as Request, ServerResponse as Response } from 'node:http';
import { pingBodyLimitBytes, pingPathPrefix } from '../../site-format';
import { originForm } from '../../request-form';
import type { PlainAnswer } from './send-resource';

export function answerPings(pingIds: ReadonlySet<string>, plain: PlainAnswer) {
  const tooLarge = (res: Response) => {
    res.setHeader('Connection', 'close');
    plain(res, 413, 'Payload Too Large');
  };
  /** A chunked body is read only up to the limit: past it, 413 at once and the rest is never read. */
  const answerAfterChunkedBody = (req: Request, res: Response) => {
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received <= pingBodyLimitBytes) return;
      req.off('data', onData);
      req.pause();
      tooLarge(res);
    };
    req.on('data', onData);
    req.on('end', () => res.headersSent || plain(res, 204, ''));
  };

  return (req: Request, res: Response, next: NextFunction) => {
    // The absolute-form (`POST http://host/ping/<id>`) is the same ping (RFC 9112 §3.2.2).
    const url = originForm(req.url ?? '');
    if (!url.startsWith(pingPathPrefix)) return next();
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return plain(res, 405, 'Method Not Allowed');
    }
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > pingBodyLimitBytes) return tooLarge(res);
    const queryStart = url.indexOf('?');
    const id = url.slice(pingPathPrefix.length, queryStart === -1 ? undefined : queryStart);
    const chunked = req.headers['transfer-encoding'] !== undefined;
    if (!pingIds.has(id)) {
      // An unknown id's body is not worth reading: a chunked one closes the connection instead.
      if (chunked) res.setHeader('Connection', 'close');
      return plain(res, 404, 'Not Found');
    }
    if (chunked) answerAfterChunkedBody(req, res);
    else plain(res, 204, '');
  };
}
