// The plain common request, answered by node:http itself before Express: GET or HEAD of a known,
// in-memory file, with no range and no conditional header. It writes exactly what the Express
// path would (the same precomputed headers and bytes); everything else goes to Express.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { chooseCoding } from './representation';
import { wholeFileHeaders } from './send-resource';
import type { Site } from '../site/load-site';

export function answerKnownFile(site: Site, security: ReadonlyArray<[string, string]>, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers.range !== undefined || req.headers['if-none-match'] !== undefined) return false;
  const url = req.url ?? '';
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const resource = site.pages.get(path) ?? site.files.get(path);
  if (!resource) return false;
  const coding = chooseCoding(req.headers['accept-encoding'], resource.codings);
  const variant = coding === 'identity' ? resource.identity : resource[coding]!;
  if (!variant.body) return false; // streamed from disk: Express's path handles read errors
  res.writeHead(200, wholeFileHeaders(resource, variant, coding, security));
  res.end(req.method === 'HEAD' ? undefined : variant.body);
  return true;
}
