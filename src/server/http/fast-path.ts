// The common requests, answered by node:http itself before Express: GET or HEAD of a known,
// in-memory file with no range and no conditional header, and the 404s (what scanners asking for
// paths that do not exist make most of). Each writes exactly what the Express path would (the
// same precomputed headers and bytes, the same 404 log line); everything else goes to Express.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NotFoundLog } from './not-found-log';
import { chooseCoding } from './representation';
import { forSaveData } from './save-data';
import { wholeFileHeaders } from './send-resource';
import { pathOf } from '../../request-form';
import { healthPath } from './request-target';
import type { Resource, Site } from '../site/load-site';
import { plainNotFound, unknownPathAnswer } from './unknown-path';

type SecurityHeaders = ReadonlyArray<[string, string]>;

const isGetOrHead = (req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD';

/** The variant the client accepts, whole, in one write; false when it is streamed from disk (Express's path handles read errors). */
function writeWholeFile(req: IncomingMessage, res: ServerResponse, requested: Resource, status: number, security: SecurityHeaders): boolean {
  const resource = forSaveData(requested, req.headers['save-data']);
  const coding = chooseCoding(req.headers['accept-encoding'], resource.codings);
  const variant = coding === 'identity' ? resource.identity : resource[coding]!;
  if (!variant.body) return false;
  res.writeHead(status, wholeFileHeaders(resource, variant, coding, security));
  res.end(req.method === 'HEAD' ? undefined : variant.body);
  return true;
}

export function answerKnownFile(site: Site, security: SecurityHeaders, req: IncomingMessage, res: ServerResponse): boolean {
  if (!isGetOrHead(req)) return false;
  // Ranges and preconditions are the Express path's (send-resource.ts).
  const { headers } = req;
  if (headers.range !== undefined || headers['if-none-match'] !== undefined || headers['if-match'] !== undefined) return false;
  const path = pathOf(req.url ?? '');
  const resource = site.pages.get(path) ?? site.files.get(path);
  return resource !== undefined && writeWholeFile(req, res, resource, 200, security);
}

/**
 * Request targets Express reads with url.parse rather than as they are (parseurl): not
 * starting with "/", or holding "#" or white space. Left to Express, as is /healthz (its route).
 */
const leftToExpress = (url: string) => url.charCodeAt(0) !== 0x2f || /[\s#]/.test(url) || pathOf(url) === healthPath;

/**
 * The 404 for a GET or HEAD of a path the map does not hold: the 404 page (ranges and
 * conditionals do not apply to it) or the plain one, logged through the same rate-limited log.
 * Malformed URLs and redirects go on to Express.
 */
export function answerNotFound(site: Site, security: SecurityHeaders, notFoundLog: NotFoundLog) {
  const plainHeaders = [...security.flat(), ...plainNotFound.headers];
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? '';
    if (!isGetOrHead(req) || leftToExpress(url)) return false;
    const path = pathOf(url);
    if (site.pages.has(path) || site.files.has(path)) return false;
    const answer = unknownPathAnswer(path);
    if (answer.kind !== 'not-found') return false;
    if (answer.plain) {
      res.writeHead(404, plainHeaders);
      res.end(req.method === 'HEAD' ? undefined : plainNotFound.body);
    } else if (!writeWholeFile(req, res, site.notFoundPage, 404, security)) {
      return false;
    }
    notFoundLog.record(path);
    return true;
  };
}
