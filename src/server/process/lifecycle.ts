// The HTTP server with the timeouts that keep slow clients from holding sockets, and the graceful
// stop: responses in flight (a video download too) finish within a bound.
import { createServer, type RequestListener, type Server } from 'node:http';
import { messages } from '../../messages/catalogue';
import type { Logger } from './log';

export const shutdownGraceMs = 10_000;

/** How often Node enforces headersTimeout and requestTimeout (its default, 30 s, lets a 10 s limit last 40 s). */
const connectionsCheckingIntervalMs = 1_000;

/** The server the site is served by (server.ts, and the tests' servers), with its timeouts set. */
export function createSiteServer(listener: RequestListener): Server {
  const server = createServer({ connectionsCheckingInterval: connectionsCheckingIntervalMs }, listener);
  server.headersTimeout = 10_000; // the whole request head must arrive within 10 s
  server.requestTimeout = 30_000; // and the whole request within 30 s
  server.keepAliveTimeout = 5_000; // idle keep-alive sockets close after 5 s
  return server;
}

export function stopGracefully(
  server: Server,
  log: Logger,
  signal: string,
  exit: (code: number) => void = process.exit,
): void {
  log.info('shutting down', {
    signal,
    graceMs: shutdownGraceMs,
    text: messages().server.shuttingDown(signal, shutdownGraceMs / 1000),
  });
  const force = setTimeout(() => {
    log.warn('grace period over; closing the remaining connections', { text: messages().server.graceOver });
    server.closeAllConnections();
  }, shutdownGraceMs);
  force.unref();
  server.close(() => {
    clearTimeout(force);
    log.info('stopped', { text: messages().server.stopped });
    exit(0);
  });
  server.closeIdleConnections();
}
