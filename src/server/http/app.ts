// The HTTP behaviour, all decided at start-up: security headers on every response; a 400 for a
// repeated or invalid Host; GET and HEAD only, except the calls to action's pings (POST
// /ping/<id>, ping.ts); /healthz; prerendered pages for / and /bio; files from the start-up map; a
// 404 (page, or plain text for file-like URLs) for everything else. Express only routes what the
// fast paths (fast-path.ts, ping.ts) leave.
import compression from 'compression';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ResponseObserver } from '../access-log/observer';
import { answerKnownFile, answerNotFound } from './fast-path';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Logger } from '../process/log';
import { createNotFoundLog, type NotFoundLog } from './not-found-log';
import { createPingAnswerer } from './ping';
import { hostIsBad, isHealthProbe } from './request-target';
import { sendResource } from './send-resource';
import type { Site } from '../site/load-site';
import { unknownPathAnswer } from './unknown-path';
import { messages } from '../../messages/catalogue';

const allowedMethods = 'GET, HEAD';

export const hstsHeader = 'max-age=31536000; includeSubDomains';

const serverErrorPage =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Erro no servidor · Negócios Ozonteck</title></head>' +
  '<body><h1>Algo deu errado do nosso lado.</h1><p>Tente novamente em alguns instantes.</p></body></html>';

export interface AppOptions {
  /** Send Strict-Transport-Security (only behind HTTPS: HSTS=on). */
  hsts?: boolean;
  notFoundLog?: NotFoundLog;
  /** Sees every request first (the access log): before the fast path and Express. */
  observe?: ResponseObserver;
}

function plain(res: Response, status: number, text: string): void {
  res.status(status).setHeader('Cache-Control', 'no-store');
  res.type('text/plain').send(text);
}

/** The security headers sent on every response, as name/value pairs. */
type SecurityHeaders = Array<[string, string]>;

function securityHeadersFor(site: Site, options: AppOptions): SecurityHeaders {
  return Object.entries(options.hsts ? { ...site.security, 'Strict-Transport-Security': hstsHeader } : site.security);
}

/**
 * The 400 for a request whose Host is repeated or invalid (RFC 9112 §3.2), before anything else
 * reads the request; the connection closes, as Node's own 400s do.
 */
function badHostAnswerer(security: SecurityHeaders) {
  const body = Buffer.from('Bad Request: invalid Host');
  const headers = [...security.flat(), 'Cache-Control', 'no-store', 'Content-Type', 'text/plain; charset=utf-8', 'Content-Length', body.byteLength, 'Connection', 'close'];
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!hostIsBad(req)) return false;
    res.writeHead(400, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}

/**
 * The server's request listener: a bad Host's 400, pings, the fast path for plain file requests
 * and the 404s at the node:http level, then Express.
 */
export function createHandler(site: Site, log: Logger, options: AppOptions = {}) {
  const notFoundLog = options.notFoundLog ?? createNotFoundLog(log);
  const app = createApp(site, log, { ...options, notFoundLog });
  const security = securityHeadersFor(site, options);
  const answerPing = createPingAnswerer(site.pingIds, security);
  const answerUnknown = answerNotFound(site, security, notFoundLog);
  const answerBadHost = badHostAnswerer(security);
  return (req: IncomingMessage, res: ServerResponse) => {
    options.observe?.(req, res);
    try {
      if (answerBadHost(req, res) || answerPing(req, res) || answerKnownFile(site, security, req, res) || answerUnknown(req, res)) return;
    } catch (error) {
      // Nothing written yet: Express meets the same error and answers it (500, logged stack).
      if (res.headersSent) {
        log.error('request failed', { error: (error as Error).message, stack: (error as Error).stack, text: messages().server.requestFailed((error as Error).message) });
        res.destroy();
        return;
      }
    }
    app(req, res);
  };
}

/** Any path the start-up map does not hold, when the fast path left it: see unknown-path.ts. */
function answerUnknownPath(site: Site, notFoundLog: NotFoundLog, securityHeaders: SecurityHeaders) {
  return (req: Request, res: Response, next: NextFunction) => {
    const rawPath = req.path;
    const answer = unknownPathAnswer(rawPath);
    if (answer.kind === 'malformed') {
      plain(res, 400, 'Bad Request: malformed URL');
      return;
    }
    if (answer.kind === 'redirect') {
      const queryStart = req.originalUrl.indexOf('?');
      // A bare, relative redirect: nothing to negotiate, so no body and no Vary.
      res.status(301).setHeader('Location', `${answer.to}${queryStart === -1 ? '' : req.originalUrl.slice(queryStart)}`);
      res.end();
      return;
    }
    notFoundLog.record(rawPath);
    if (answer.plain) {
      plain(res, 404, 'Not Found');
      return;
    }
    sendResource(req, res, next, site.notFoundPage, { status: 404, security: securityHeaders });
  };
}

/** A request that threw: a 500 page with the security headers, and the error in the log. */
function answerServerError(log: Logger, securityHeaders: SecurityHeaders) {
  return (error: Error, _req: Request, res: Response, _next: NextFunction) => {
    log.error('request failed', { error: error.message, stack: error.stack, text: messages().server.requestFailed(error.message) });
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // The error may come from the hot path, which runs before the security-header middleware.
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    res.status(500).setHeader('Cache-Control', 'no-store');
    res.type('text/html').send(serverErrorPage);
  };
}

export function createApp(site: Site, log: Logger, options: AppOptions = {}) {
  const notFoundLog = options.notFoundLog ?? createNotFoundLog(log);
  const securityHeaders = securityHeadersFor(site, options);

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false); // files carry their own strong ETags from the build
  app.set('query parser', false); // no route reads a query

  // The hot path first: a known page or file, answered with headers computed at start-up,
  // before any other middleware runs. A URL that is not in the map falls through.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const resource = site.pages.get(req.path) ?? site.files.get(req.path);
    if (!resource) return next();
    sendResource(req, res, next, resource, { security: securityHeaders });
  });

  app.use((_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    next();
  });

  // The health probe: answered first, never logged, never compressed (two bytes).
  app.use((req: Request, res: Response, next: NextFunction) => (isHealthProbe(req) ? plain(res, 200, 'ok') : next()));

  // Compresses what the build did not: dynamic bodies. Precompressed files are already encoded,
  // and a file's own representation (it has an ETag) or a range must not be re-encoded on the fly.
  app.use(
    compression({
      filter: (req, res) => !req.headers.range && !res.getHeader('ETag') && compression.filter(req, res),
    }),
  );

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    res.setHeader('Allow', allowedMethods);
    plain(res, 405, 'Method Not Allowed');
  });

  app.use(answerUnknownPath(site, notFoundLog, securityHeaders));
  app.use(answerServerError(log, securityHeaders));

  return app;
}
