// What browsers report without a page load, each recorded by its access log line alone: POST
// /ping/<id>, a call to action followed, 403 unless it is a browser's own `<a ping>` for that
// button; POST /ritmo?…, a page view's field speed (field-speed-beacon.ts), 400 and no log line
// unless exactly the format, 403 and no log line unless the browser says it comes from the site.
// Both take only what a browser sends from one of the site's own pages (isFromSite): a page
// elsewhere can make its visitors' browsers send either, never with those headers.
// Contract: server/README.md.
import type { NextFunction } from 'express';
import type { IncomingMessage as Request, ServerResponse as Response } from 'node:http';
import { pingBodyLimitBytes, pingPathPrefix } from '../../contracts/site-format';
import { originForm, pathOf } from '../../contracts/request-form';
import { parseBeacon, fieldSpeedPath } from '../../contracts/field-speed-beacon';
import type { PlainAnswer } from './send-resource';

/**
 * Whether the browser says the request comes from one of the site's own pages: `Sec-Fetch-Site:
 * same-origin`, or, from a browser that sends no Sec-Fetch-* (over plain HTTP), an `Origin` of
 * this very host. Chromium, Firefox and Safari send one or both with every ping, beacon, fetch
 * and form POST, and no page can make them lie; a request with neither is no browser's own.
 */
export function isFromSite({ headers }: Request): boolean {
  if (headers['sec-fetch-site'] === 'same-origin') return true;
  const { origin, host } = headers;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

/** Whether the request is what a browser sends for a click on this site's link to `pingTo` (null: not recorded). */
function isBrowserPing(req: Request, pingTo: string | null): boolean {
  const { headers } = req;
  if ((headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() !== 'text/ping') return false;
  if (pingTo !== null && headers['ping-to'] !== pingTo) return false;
  return isFromSite(req);
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
    if (pathOf(url) === fieldSpeedPath) {
      if (!parseBeacon(url.slice(fieldSpeedPath.length + 1))) return 400;
      return isFromSite(req) ? 204 : 403;
    }
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
