// The server's contract as one Express pipeline, read top to bottom: every request goes through
// this middleware in order until one answers (src/server/README.md says what each promises).
import compression from 'compression';
import { Router, type NextFunction } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ResponseObserver } from '../access-log/observer';
import type { Logger } from '../process/log';
import { createNotFoundLog, type NotFoundLog } from './not-found-log';
import { answerPings } from './ping';
import { hostIsBad, isGetOrHead, isHealthProbe, requestPath } from './request-target';
import { createFileSender, type FileSender, type PlainAnswer, type SecurityHeaders } from './send-resource';
import type { Site } from '../site/load-site';
import { pageRedirectFor } from '../../contracts/routes';
import { memberRedirectFor } from '../../contracts/members';
import { messages } from '../../messages/catalogue';
import { systemDetail } from '../../messages/system-errors';

export const hstsHeader = 'max-age=31536000; includeSubDomains';

const serverErrorPage =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Erro no servidor · Negócios ' +
    'Ozonteck</title></head>' +
  '<body><h1>Algo deu errado do nosso lado.</h1><p>Tente novamente em alguns instantes.</p></body></html>';

export interface AppOptions {
  /** Send Strict-Transport-Security (only behind HTTPS: HSTS=on). */
  hsts?: boolean;
  notFoundLog?: NotFoundLog;
  /** Sees every request first (the access log), whatever answers it. */
  observe?: ResponseObserver;
}

/** A last path segment with a dot looks like a file: it gets a plain 404, never the HTML page. */
const looksLikeFile = (path: string) => /\.[^/]*$/.test(path);

/** The path decoded, or null when it is malformed (a bad percent-escape, or a NUL byte). */
function decodedPath(rawPath: string): string | null {
  try {
    const decoded = decodeURIComponent(rawPath);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

/** The answers that are not files: the security headers alone, or with a short body, never cached. */
function shortAnswers(security: SecurityHeaders) {
  const secure = (res: ServerResponse) => {
    for (const [name, value] of security) res.setHeader(name, value);
  };
  const plain: PlainAnswer = (res, status, text, type = 'text/plain') => {
    secure(res);
    res.statusCode = status;
    res.setHeader('Cache-Control', 'no-store');
    if (status !== 204)
      res.setHeader('Content-Type', `${type}; charset=utf-8`).setHeader('Content-Length', Buffer.byteLength(text));
    res.end(res.req.method === 'HEAD' || status === 204 ? undefined : text);
  };
  return { secure, plain };
}

/**
 * Any other path: 400 if malformed, a page's near miss redirected to it (routes.ts, members.ts), a removed
 * member's page to /, or the 404 with its log line.
 */
function answerUnknownPath(
  site: Site,
  notFoundLog: NotFoundLog,
  sendFile: FileSender,
  { secure, plain }: ReturnType<typeof shortAnswers>,
) {
  return (req: IncomingMessage, res: ServerResponse, next: NextFunction) => {
    const rawPath = requestPath(req);
    const path = decodedPath(rawPath);
    if (path === null) return plain(res, 400, 'Bad Request: malformed URL');
    const page =
      pageRedirectFor(path) ?? memberRedirectFor(path, (near) => site.pages.has(near), site.removedMembers);
    if (page) {
      const queryStart = req.url!.indexOf('?');
      // A bare, relative redirect: nothing to negotiate, so no body and no Vary.
      secure(res);
      res.writeHead(301, { Location: `${page}${queryStart === -1 ? '' : req.url!.slice(queryStart)}` }).end();
      return;
    }
    notFoundLog.record(rawPath);
    if (looksLikeFile(path)) plain(res, 404, 'Not Found');
    else sendFile(req, res, next, site.notFoundPage, 404);
  };
}

/**
 * Express's router as this server uses it: entered directly with node's own request and response
 * (never given Express's prototypes, see below), and reading only node's fields. Its published
 * type names Express's Request and Response, which these messages are not: this type says what
 * the router is given, in the one place the two meet.
 */
type NodeRouter = Pick<ReturnType<typeof Router>, 'use'> &
  ((req: IncomingMessage, res: ServerResponse, done: (error?: unknown) => void) => void);

const nodeRouter = () => Router() as unknown as NodeRouter;

/** The request listener: the pipeline below, which node:http calls as (req, res). */
export function createHandler(site: Site, log: Logger, options: AppOptions = {}) {
  const notFoundLog = options.notFoundLog ?? createNotFoundLog(log);
  const security: SecurityHeaders = Object.entries(
    options.hsts ? { ...site.security, 'Strict-Transport-Security': hstsHeader } : site.security,
  );
  const { secure, plain } = shortAnswers(security);
  const sendFile = createFileSender(site, security, plain);

  // Express's router, entered directly: the app's own entry (app.handle) gives every request and
  // response Express's prototypes, which costs four times the CPU of the rest of an answer.
  const pipeline = nodeRouter();
  const observe = options.observe;
  if (observe)
    pipeline.use((req: IncomingMessage, res: ServerResponse, next: NextFunction) => (observe(req, res), next()));

  // A repeated or invalid Host: 400 before anything reads the request, closing as Node's 400s do.
  pipeline.use((req: IncomingMessage, res: ServerResponse, next: NextFunction) => {
    if (!hostIsBad(req)) return next();
    res.setHeader('Connection', 'close');
    plain(res, 400, 'Bad Request: invalid Host');
  });

  // The health probe: never logged (observer.ts), never compressed (two bytes).
  pipeline.use((req: IncomingMessage, res: ServerResponse, next: NextFunction) =>
    isHealthProbe(req) ? plain(res, 200, 'ok') : next(),
  );

  pipeline.use(answerPings(site.pings, plain));

  // A known page or file: its variant, conditionals and ranges (send-resource.ts).
  pipeline.use((req: IncomingMessage, res: ServerResponse, next: NextFunction) => {
    const path = requestPath(req);
    const resource = isGetOrHead(req) ? (site.pages.get(path) ?? site.files.get(path)) : undefined;
    if (resource) sendFile(req, res, next, resource);
    else next();
  });

  // A dynamic body below over compression's 1 KB threshold would be compressed; today none is that
  // long (src/server/README.md). A file's own representation (it has an ETag) never is.
  pipeline.use(compression({ filter: (req, res) => !res.getHeader('ETag') && compression.filter(req, res) }));

  // GET and HEAD only (pings aside).
  pipeline.use((req: IncomingMessage, res: ServerResponse, next: NextFunction) => {
    if (isGetOrHead(req)) return next();
    res.setHeader('Allow', 'GET, HEAD');
    plain(res, 405, 'Method Not Allowed');
  });

  pipeline.use(answerUnknownPath(site, notFoundLog, sendFile, { secure, plain }));

  // A request that threw: the error in the log, and a 500 page with none of the failed answer's headers.
  pipeline.use((error: Error, _req: IncomingMessage, res: ServerResponse, _next: NextFunction) => {
    log.error('request failed', {
      error: error.message,
      stack: error.stack,
      text: messages().server.requestFailed(systemDetail(error)),
    });
    if (res.headersSent) return res.destroy();
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    plain(res, 500, serverErrorPage, 'text/html');
  });

  // Every request is answered above; the router's own last resort only cuts the connection.
  return (req: IncomingMessage, res: ServerResponse) => pipeline(req, res, () => res.destroy());
}
