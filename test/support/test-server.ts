// The real server (created as server.ts creates it, timeouts included) on an ephemeral loopback
// port, serving the built dist/ (or a given site), with its log lines captured for assertions.
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createHandler, type AppOptions } from '../../src/server/http/app';
import { createSiteServer } from '../../src/server/process/lifecycle';
import { createLogger, type Logger } from '../../src/server/process/log';
import { loadSite, type Site } from '../../src/server/site/load-site';

export const distDir = join(import.meta.dirname, '..', '..', 'dist');

export interface TestServer {
  url: string;
  logs: string[];
  close(): Promise<void>;
}

export async function startTestServer(
  site: Site = loadSite(distDir),
  options: (log: Logger) => AppOptions = () => ({}),
): Promise<TestServer> {
  const logs: string[] = [];
  const logger = createLogger((line) => logs.push(line));
  const server = createSiteServer(createHandler(site, logger, options(logger))).listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    logs,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
