// The headers a browser's own `<a ping>` carries for a call to action of the test build: what the
// server requires of a ping before it counts (src/server/http/ping.ts). The destination comes from
// the build's headers.json, as the server reads it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pingToOf, type HeaderRules } from '../../src/contracts/site-format';
import { distDir } from './serve';

export function browserPingHeaders(id: string): Record<string, string> {
  const rules = JSON.parse(readFileSync(join(distDir, 'headers.json'), 'utf8')) as HeaderRules;
  const pingTo = pingToOf(rules.pingDestinations, id);
  if (pingTo === null) throw new Error(`The test build records no destination for ${id}`);
  return { 'Content-Type': 'text/ping', 'Ping-To': pingTo };
}
