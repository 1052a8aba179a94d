// Visitors in a loop on loopback, as a browser behaves: each loads a page, then, a moment later,
// the hashed files under /assets/ that the page refers to. Used by the deploy tests (a rebuild and
// a reload under load must fail no request and 404 no asset) and by the bench's deploy figure.
// Bounded: it runs until stop() and every request has a timeout.
import { Agent } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { ask } from './http-client';

export interface VisitorOptions {
  visitors: number;
  paths: readonly string[];
  /** Between a page and its assets, as a browser parses first. */
  pauseMs: number;
  /**
   * After a page's assets, before the visitor's next page: 0 is as fast as the server answers (a
   * throughput figure); a test that needs only requests in flight at every moment rests, so the
   * load does not take the CPU from what it watches (a build, a reload).
   */
  restMs?: number;
  /** Keep-alive connections (a browser's) or one connection per request (to count refusals). */
  keepAlive: boolean;
}

export interface VisitorResult {
  requests: number;
  pages: number;
  assets: number;
  /** Requests that did not end in a 200: network errors by code, other statuses by number. */
  failures: number;
  failureKinds: Record<string, number>;
  /** Connections the kernel refused (nobody listening): part of failures. */
  refused: number;
  /** Asset URLs that answered 404 although a page served during the run referred to them. */
  asset404s: string[];
  /** Every asset URL a page served during the run referred to. */
  assetUrlsSeen: Set<string>;
  /** The pages' bodies seen, newest last, to tell which build answered. */
  lastPageBody: string;
}

const assetReference = /(?:src|href)="(\/assets\/[^"]+)"/g;

export function assetsReferredBy(html: string): string[] {
  return [...new Set([...html.matchAll(assetReference)].map((match) => match[1]!))];
}

export function startVisitors(url: string, options: VisitorOptions) {
  const result: VisitorResult = { requests: 0, pages: 0, assets: 0, failures: 0, failureKinds: {}, refused: 0, asset404s: [], assetUrlsSeen: new Set(), lastPageBody: '' };
  let stopped = false;
  const fail = (kind: string) => {
    result.failures++;
    result.failureKinds[kind] = (result.failureKinds[kind] ?? 0) + 1;
    if (kind === 'ECONNREFUSED') result.refused++;
  };
  const fetchOne = async (path: string, agent: Agent | undefined, headers: Record<string, string>) => {
    result.requests++;
    try {
      const answer = await ask(url, path, { agent, headers });
      if (answer.status !== 200) fail(String(answer.status));
      return answer;
    } catch (error) {
      fail((error as NodeJS.ErrnoException).code ?? (error as Error).message);
      return null;
    }
  };

  const visitor = async (index: number) => {
    const agent = options.keepAlive ? new Agent({ keepAlive: true, maxSockets: 1 }) : undefined;
    for (let round = 0; !stopped; round++) {
      const path = options.paths[(index + round) % options.paths.length]!;
      const page = await fetchOne(path, agent, {});
      if (!page || page.status !== 200) continue;
      result.pages++;
      result.lastPageBody = page.body.toString('utf8');
      const assets = assetsReferredBy(result.lastPageBody);
      for (const asset of assets) result.assetUrlsSeen.add(asset);
      await delay(options.pauseMs);
      for (const asset of assets) {
        const answer = await fetchOne(asset, agent, { 'Accept-Encoding': 'gzip, deflate, br' });
        if (answer) result.assets++;
        if (answer?.status === 404) result.asset404s.push(asset);
      }
      if (options.restMs) await delay(options.restMs);
    }
    if (agent) agent.destroy();
  };
  const running = Promise.all(Array.from({ length: options.visitors }, (_, index) => visitor(index)));
  return {
    result,
    /** Resolves once `enough` holds of the counts so far (checked every 10 ms), or throws after `maxMs`. */
    async until(enough: (sofar: VisitorResult) => boolean, maxMs = 10_000): Promise<void> {
      for (const deadline = Date.now() + maxMs; !enough(result); await delay(10)) {
        if (Date.now() > deadline) throw new Error(`the visitors did not get that far within ${maxMs} ms: ${result.pages} pages, ${result.assets} assets, ${result.failures} failures`);
      }
    },
    async stop(): Promise<VisitorResult> {
      stopped = true;
      await running;
      return result;
    },
  };
}
