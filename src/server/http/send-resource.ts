// Answers a request for a known file with precomputed headers: the preconditions in RFC 9110
// §13.2.2's order (If-Match: 412, then If-None-Match: 304, then the range), the best precompressed
// variant, and byte ranges (206/416), which are always sent uncompressed.
import { createReadStream } from 'node:fs';
import type { NextFunction, Request, Response } from 'express';
import { chooseCoding, ifMatchHolds, ifRangeHolds, notModified, parseRange } from './representation';
import { forSaveData } from './save-data';
import type { LoadedVariant, Resource } from '../site/load-site';

function writeBody(req: Request, res: Response, next: NextFunction, variant: LoadedVariant, start: number, end: number): void {
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (variant.body) {
    res.end(start === 0 && end === variant.size - 1 ? variant.body : variant.body.subarray(start, end + 1));
    return;
  }
  const stream = createReadStream(variant.absolutePath, { start, end });
  stream.on('error', (error) => {
    // Before the first byte, the error handler can still answer 500 (and log the stack);
    // after it, the response can only be cut short.
    if (!res.headersSent) {
      for (const name of ['Content-Length', 'Content-Range', 'Content-Encoding', 'ETag', 'Accept-Ranges']) res.removeHeader(name);
      next(error);
    } else {
      res.destroy(error);
    }
  });
  stream.pipe(res);
}

/**
 * Every header of a whole-file answer, computed once per variant and kept: the common request
 * (no range, no conditional hit) is then one writeHead with a ready list.
 */
const readyHeaders = new WeakMap<LoadedVariant, Array<string | number>>();

export function wholeFileHeaders(resource: Resource, variant: LoadedVariant, coding: string, security: ReadonlyArray<[string, string]>): Array<string | number> {
  let headers = readyHeaders.get(variant);
  if (!headers) {
    headers = security.flat();
    headers.push('Content-Type', resource.contentType, 'Cache-Control', resource.cacheControl, 'ETag', variant.etag, 'Accept-Ranges', 'bytes');
    if (resource.vary) headers.push('Vary', resource.vary);
    if (coding !== 'identity') headers.push('Content-Encoding', coding);
    headers.push('Content-Length', variant.size);
    readyHeaders.set(variant, headers);
  }
  return headers;
}

export interface SendOptions {
  status?: number;
  /** The security headers (every response carries them). */
  security: ReadonlyArray<[string, string]>;
}

const preconditionFailedBody = Buffer.from('Precondition Failed');

/** 412: the client's If-Match names no current representation, so nothing of the file is sent. */
function answerPreconditionFailed(req: Request, res: Response, vary: string | undefined, security: ReadonlyArray<[string, string]>): void {
  const headers: Array<string | number> = security.flat();
  headers.push('Cache-Control', 'no-store', 'Content-Type', 'text/plain; charset=utf-8', 'Content-Length', preconditionFailedBody.byteLength);
  // The tag compared depends on the coding negotiated, so the answer does too.
  if (vary) headers.push('Vary', vary);
  res.writeHead(412, headers);
  res.end(req.method === 'HEAD' ? undefined : preconditionFailedBody);
}

export function sendResource(req: Request, res: Response, next: NextFunction, requested: Resource, { status = 200, security }: SendOptions): void {
  const resource = forSaveData(requested, req.headers['save-data']);
  const { codings } = resource;
  const rangeHeader = status === 200 ? req.headers.range : undefined;
  // A partial response is never compressed: ranges address the identity bytes.
  const coding = rangeHeader ? 'identity' : chooseCoding(req.headers['accept-encoding'], codings);
  const variant = coding === 'identity' ? resource.identity : resource[coding]!;

  // Preconditions apply only to what would otherwise be a 2xx (RFC 9110 §13.2.1): never to the 404 page.
  if (status === 200 && !ifMatchHolds(req.headers['if-match'], variant.etag)) {
    answerPreconditionFailed(req, res, resource.vary, security);
    return;
  }

  // The common case, with nothing set on the response yet: one write of the ready headers. (A file
  // streamed from disk waits for the stream to open first, so a read error can still be a 500.)
  const conditional = req.headers['if-none-match'];
  if (!rangeHeader && !conditional && variant.body && !res.hasHeader('Content-Type')) {
    res.writeHead(status, wholeFileHeaders(resource, variant, coding, security));
    writeBody(req, res, next, variant, 0, variant.size - 1);
    return;
  }

  for (const [name, value] of security) res.setHeader(name, value);
  res.setHeader('Content-Type', resource.contentType);
  res.setHeader('Cache-Control', resource.cacheControl);
  res.setHeader('ETag', variant.etag);
  res.setHeader('Accept-Ranges', 'bytes');
  if (resource.vary) res.setHeader('Vary', resource.vary);
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);

  if (status === 200 && notModified(req.headers['if-none-match'], variant.etag)) {
    res.removeHeader('Content-Type');
    res.status(304).end();
    return;
  }

  const ifRange = req.headers['if-range'];
  const range = rangeHeader && ifRangeHolds(typeof ifRange === 'string' ? ifRange : undefined, variant.etag) ? parseRange(rangeHeader, variant.size) : 'ignore';
  if (range === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${variant.size}`);
    res.removeHeader('ETag');
    res.status(416).type('text/plain').end('Range Not Satisfiable');
    return;
  }
  if (range === 'ignore') {
    res.status(status).setHeader('Content-Length', variant.size);
    writeBody(req, res, next, variant, 0, variant.size - 1);
    return;
  }
  res.status(206);
  res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${variant.size}`);
  res.setHeader('Content-Length', range.end - range.start + 1);
  writeBody(req, res, next, variant, range.start, range.end);
}
