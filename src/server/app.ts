// The HTTP behaviour: prerendered pages for / and /bio, files from the start-up map, and a 404
// (page or plain text) for everything else. Express only routes; every answer is precomputed.
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { capLength, type Logger } from './log';
import type { Site } from './site-files';

const htmlType = 'text/html; charset=utf-8';
const allowedMethods = 'GET, HEAD';

/** A last path segment with a dot looks like a file: it gets a plain 404, never the HTML page. */
const looksLikeFile = (path: string) => /\.[^/]*$/.test(path);

const serverErrorPage = Buffer.from(
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Erro no servidor</title></head>' +
    '<body><h1>Algo deu errado do nosso lado.</h1><p>Tente novamente em alguns instantes.</p></body></html>',
);

export function createApp(site: Site, log: Logger) {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    res.status(405).set('Allow', allowedMethods).type('text/plain').send('Method Not Allowed');
  });

  app.use((req: Request, res: Response) => {
    const rawPath = req.path;
    let decodedPath: string;
    try {
      decodedPath = decodeURIComponent(rawPath);
    } catch {
      res.status(400).type('text/plain').send('Bad Request: malformed URL');
      return;
    }
    if (decodedPath.includes('\0')) {
      res.status(400).type('text/plain').send('Bad Request: malformed URL');
      return;
    }

    if (rawPath === '/bio/') {
      const query = req.originalUrl.slice(req.originalUrl.indexOf('?') === -1 ? req.originalUrl.length : req.originalUrl.indexOf('?'));
      res.redirect(301, `/bio${query}`);
      return;
    }

    const page = site.pages.get(rawPath);
    if (page) {
      res.status(200).set('Cache-Control', 'no-cache').type(htmlType).send(page.body);
      return;
    }

    const file = site.files.get(rawPath);
    if (file) {
      res.sendFile(file.absolutePath, {
        headers: { 'Content-Type': file.contentType, 'Cache-Control': file.cacheControl },
        cacheControl: false,
        dotfiles: 'deny',
      });
      return;
    }

    log.warn('not found', { path: capLength(rawPath) });
    if (looksLikeFile(decodedPath)) {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    res.status(404).set('Cache-Control', 'no-cache').type(htmlType).send(site.notFoundPage.body);
  });

  app.use((error: Error, _req: Request, res: Response, _next: NextFunction) => {
    log.error('request failed', { error: error.message, stack: error.stack });
    if (res.headersSent) return;
    res.status(500).type(htmlType).send(serverErrorPage);
  });

  return app;
}
