// A known file's answer, with headers computed at start-up: the preconditions in RFC 9110 §13.2.2's
// order (If-Match: 412, If-None-Match: 304, then the range: 206/416), the variant, the Save-Data twin.
import { createReadStream } from 'node:fs';
import type { NextFunction } from 'express';
import type { IncomingMessage as Request, ServerResponse as Response } from 'node:http';
import { chooseCoding, ifMatchHolds, ifRangeHolds, notModified, parseRange, type Coding } from './representation';
import { forSaveData } from './save-data';
import type { LoadedVariant, Resource, Site } from '../site/load-site';

/** The security headers every answer carries, as name/value pairs. */
export type SecurityHeaders = ReadonlyArray<[string, string]>;

/**
 * A short answer (plain text unless `type` says otherwise; empty for a 204), never cached, with the security
 * headers.
 */
export type PlainAnswer = (res: Response, status: number, text: string, type?: string) => void;

type HeaderList = Array<string | number>;

function writeBody(
  req: Request,
  res: Response,
  next: NextFunction,
  variant: LoadedVariant,
  start: number,
  end: number,
): void {
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (variant.body) {
    res.end(start === 0 && end === variant.size - 1 ? variant.body : variant.body.subarray(start, end + 1));
    return;
  }
  const stream = createReadStream(variant.absolutePath, { start, end });
  // Before the first byte the error handler can still answer 500; after it, only a cut is left.
  stream.on('error', (error) => (res.headersSent ? res.destroy(error) : next(error)));
  stream.pipe(res);
}

function wholeFileHeaders(
  resource: Resource,
  variant: LoadedVariant,
  coding: Coding,
  security: SecurityHeaders,
): HeaderList {
  const headers: HeaderList = security.flat();
  headers.push(
    'Content-Type',
    resource.contentType,
    'Cache-Control',
    resource.cacheControl,
    'ETag',
    variant.etag,
    'Accept-Ranges',
    'bytes',
  );
  if (resource.vary) headers.push('Vary', resource.vary);
  if (coding !== 'identity') headers.push('Content-Encoding', coding);
  headers.push('Content-Length', variant.size);
  return headers;
}

/** Every variant's whole-file headers, computed once: the common request is one writeHead of a ready list. */
function readyHeaders(site: Site, security: SecurityHeaders): Map<LoadedVariant, HeaderList> {
  const ready = new Map<LoadedVariant, HeaderList>();
  const add = (resource: Resource) => {
    ready.set(resource.identity, wholeFileHeaders(resource, resource.identity, 'identity', security));
    for (const coding of resource.codings)
      ready.set(resource[coding]!, wholeFileHeaders(resource, resource[coding]!, coding, security));
    if (resource.saveData) add(resource.saveData);
  };
  for (const resource of [...site.pages.values(), ...site.files.values(), site.notFoundPage]) add(resource);
  return ready;
}

export type FileSender = (
  req: Request,
  res: Response,
  next: NextFunction,
  requested: Resource,
  status?: number,
) => void;

/** Sends the site's files (and its 404 page, with status 404) with the headers computed here at start-up. */
export function createFileSender(site: Site, security: SecurityHeaders, plain: PlainAnswer): FileSender {
  const ready = readyHeaders(site, security);
  return (req, res, next, requested, status = 200) => {
    const resource = forSaveData(requested, req.headers['save-data']);
    const rangeHeader = status === 200 ? req.headers.range : undefined;
    // A partial response is never compressed: ranges address the identity bytes.
    const coding = rangeHeader ? 'identity' : chooseCoding(req.headers['accept-encoding'], resource.codings);
    const variant = coding === 'identity' ? resource.identity : resource[coding]!;
    const headers = ready.get(variant)!;

    // Preconditions apply only to what would otherwise be a 2xx (RFC 9110 §13.2.1): never to the
    // 404 page. A failed If-Match gets 412, nothing of the file; it varies as the tag compared does.
    if (status === 200 && !ifMatchHolds(req.headers['if-match'], variant.etag)) {
      if (resource.vary) res.setHeader('Vary', resource.vary);
      return plain(res, 412, 'Precondition Failed');
    }
    // The common case: one write of the ready headers. (A file streamed from disk sets them and
    // waits for the stream to open, so a read error can still be a 500.)
    if (!rangeHeader && !req.headers['if-none-match'] && variant.body) {
      res.writeHead(status, headers);
      writeBody(req, res, next, variant, 0, variant.size - 1);
      return;
    }
    for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i] as string, headers[i + 1]!);

    if (status === 200 && notModified(req.headers['if-none-match'], variant.etag)) {
      res.removeHeader('Content-Type');
      res.removeHeader('Content-Length');
      res.writeHead(304).end();
      return;
    }
    const ifRange = req.headers['if-range'];
    const range =
      rangeHeader && ifRangeHolds(typeof ifRange === 'string' ? ifRange : undefined, variant.etag)
        ? parseRange(rangeHeader, variant.size)
        : 'ignore';
    if (range === 'unsatisfiable') {
      res.setHeader('Content-Range', `bytes */${variant.size}`);
      res.removeHeader('ETag');
      res.removeHeader('Content-Length');
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.writeHead(416).end('Range Not Satisfiable');
      return;
    }
    const { start, end } = range === 'ignore' ? { start: 0, end: variant.size - 1 } : range;
    if (range !== 'ignore') {
      res.setHeader('Content-Range', `bytes ${start}-${end}/${variant.size}`);
      res.setHeader('Content-Length', end - start + 1);
    }
    res.statusCode = range === 'ignore' ? status : 206;
    writeBody(req, res, next, variant, start, end);
  };
}
