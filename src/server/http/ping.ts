// What browsers report without a page load, each recorded by its access log line alone: POST
// /ping/<id>, a call to action followed, 403 unless it is a browser's own `<a ping>` for that
// button (a page elsewhere can forge none of its headers); POST /ritmo?…, a page view's field speed
// (field-speed-beacon.ts), 400 and no log line unless exactly the format. Contract: server/README.md.
import type { NextFunction } from 'express';
import type { IncomingMessage as Request, ServerResponse as Response } from 'node:http';
import { pingBodyLimitBytes, pingPathPrefix } from '../../contracts/site-format';
import { originForm, pathOf } from '../../contracts/request-form';
import { parseBeacon, fieldSpeedPath } from '../../contracts/field-speed-beacon';
import type { PlainAnswer } from './send-resource';

/** Whether the request is what a browser sends for a click on this site's link to `pingTo` (null: not recorded). */
function isBrowserPing(req: Request, pingTo: string | null): boolean {
  const { headers } = req;
  if ((headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() !== 'text/ping') return false;
  if (pingTo !== null && headers['ping-to'] !== pingTo) return false;
  if (headers['sec-fetch-site'] === 'cross-site') return false;
  return (
    headers.origin === undefined || (URL.canParse(headers.origin) && new URL(headers.origin).host === headers.host)
  );
}

const reasons: Record<number, string> = {
  204: '',
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  413: 'Payload Too Large',
};

export function answerPings(pings: ReadonlyMap<string, string | null>, plain: PlainAnswer) {
  /** The answer to a POST that passed the method and size checks. */
  const statusOf = (req: Request, url: string): number => {
    if (pathOf(url) === fieldSpeedPath) return parseBeacon(url.slice(fieldSpeedPath.length + 1)) ? 204 : 400;
    const queryStart = url.indexOf('?');
    const id = url.slice(pingPathPrefix.length, queryStart === -1 ? undefined : queryStart);
    if (!pings.has(id)) return 404;
    return isBrowserPing(req, pings.get(id)!) ? 204 : 403;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    // The absolute-form (`POST http://host/ping/<id>`) is the same ping (RFC 9112 §3.2.2).
    const url = originForm(req.url ?? '');
    if (!url.startsWith(pingPathPrefix) && pathOf(url) !== fieldSpeedPath) return next();
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return plain(res, 405, 'Method Not Allowed');
    }
    // A body is never read: a large or chunked one (no browser sends one) closes the connection after the answer.
    const tooLarge = Number(req.headers['content-length'] ?? 0) > pingBodyLimitBytes;
    if (tooLarge || req.headers['transfer-encoding'] !== undefined) res.setHeader('Connection', 'close');
    const status = tooLarge ? 413 : statusOf(req, url);
    plain(res, status, reasons[status]!);
  };
}
