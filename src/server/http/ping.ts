// What browsers report without a page load: POST /ping/<id>, a visitor followed a call to action
// (the link's `ping` attribute), and POST /ritmo?…, a page view's field speed (vitals-beacon.ts).
// The access log line is the whole record of each. A ping counts only as a browser's own `<a ping>`
// from a page of this site for that button: `Content-Type: text/ping`, the button's destination in
// `Ping-To`, no other site's `Origin`, not `Sec-Fetch-Site: cross-site` (a page elsewhere can set
// none of these with fetch or sendBeacon); anything else gets 403, which the report sets aside.
// An unknown id is a 404 kept out of the 404 log (no one looked for a page). A beacon that is not
// exactly the format gets 400 and no log line (observer.ts): a forger cannot write into the log.
import type { NextFunction } from 'express';
import type { IncomingMessage as Request, ServerResponse as Response } from 'node:http';
import { pingBodyLimitBytes, pingPathPrefix } from '../../site-format';
import { originForm, pathOf } from '../../request-form';
import { parseBeacon, vitalsPath } from '../../vitals-beacon';
import type { PlainAnswer } from './send-resource';

/** Whether the request is what a browser sends for a click on this site's link to `pingTo` (null: not recorded). */
function isBrowserPing(req: Request, pingTo: string | null): boolean {
  const { headers } = req;
  if ((headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() !== 'text/ping') return false;
  if (pingTo !== null && headers['ping-to'] !== pingTo) return false;
  if (headers['sec-fetch-site'] === 'cross-site') return false;
  if (headers.origin === undefined) return true;
  try {
    return new URL(headers.origin).host === headers.host;
  } catch {
    return false;
  }
}

const reasons: Record<number, string> = { 204: '', 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found' };

export function answerPings(pings: ReadonlyMap<string, string | null>, plain: PlainAnswer) {
  const tooLarge = (res: Response) => {
    res.setHeader('Connection', 'close');
    plain(res, 413, 'Payload Too Large');
  };
  /** A chunked body is read only up to the limit: past it, 413 at once and the rest is never read. */
  const answerAfterChunkedBody = (req: Request, res: Response, status: number) => {
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received <= pingBodyLimitBytes) return;
      req.off('data', onData);
      req.pause();
      tooLarge(res);
    };
    req.on('data', onData);
    req.on('end', () => res.headersSent || plain(res, status, reasons[status]!));
  };
  /** The answer to a POST that passed the method and size checks. */
  const statusOf = (req: Request, url: string): number => {
    if (pathOf(url) === vitalsPath) return parseBeacon(url.slice(vitalsPath.length + 1)) ? 204 : 400;
    const queryStart = url.indexOf('?');
    const id = url.slice(pingPathPrefix.length, queryStart === -1 ? undefined : queryStart);
    if (!pings.has(id)) return 404;
    return isBrowserPing(req, pings.get(id)!) ? 204 : 403;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    // The absolute-form (`POST http://host/ping/<id>`) is the same ping (RFC 9112 §3.2.2).
    const url = originForm(req.url ?? '');
    if (!url.startsWith(pingPathPrefix) && pathOf(url) !== vitalsPath) return next();
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return plain(res, 405, 'Method Not Allowed');
    }
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > pingBodyLimitBytes) return tooLarge(res);
    const status = statusOf(req, url);
    const chunked = req.headers['transfer-encoding'] !== undefined;
    // A refused request's body is not worth reading: a chunked one closes the connection instead.
    if (chunked && status !== 204) res.setHeader('Connection', 'close');
    if (chunked && status === 204) answerAfterChunkedBody(req, res, status);
    else plain(res, status, reasons[status]!);
  };
}
