// The install's last lines: the HTTPS address checked with a real request, the live registration
// and WhatsApp links (the build's own), and the three commands the operator uses from then on.
import { messages } from '../messages/catalogue';
import { pingDestinationsOf } from '../settings/links';
import type { SiteSettings } from '../settings/settings';
import { liveBuildInfo } from './freshness';
import { askHttps, type HttpsResult } from './https-check';

export interface VerdictFacts {
  domain: string;
  https: HttpsResult;
  settings: SiteSettings | null;
}

/** Pure: the verdict's lines, and whether it is a success. */
export function verdictLines(facts: VerdictFacts): { ok: boolean; lines: string[] } {
  const said = messages().vps.verdict;
  const address = `https://${facts.domain}/`;
  const answered = facts.https.answer?.status === 200 && facts.https.answer.ownPage;
  const lines = [''];
  if (answered) lines.push(`✓ ${said.live(address)}`);
  else lines.push(`✗ ${said.notAnswering(address, facts.https.problem ?? String(facts.https.answer?.status))}`);
  if (facts.settings) {
    const links = pingDestinationsOf(facts.settings);
    lines.push(`  ${said.register(links.cadastro)}`, `  ${said.whatsapp(links.whatsapp)}`);
  }
  lines.push('', said.nextCommands, ...said.commands.map((line) => `  ${line}`));
  return { ok: answered, lines };
}

export async function printVerdict(root: string, domain: string, internalTls: boolean): Promise<boolean> {
  const https = await askHttps(domain, root, internalTls);
  const { ok, lines } = verdictLines({ domain, https, settings: liveBuildInfo(root)?.settings ?? null });
  console.log(lines.join('\n'));
  return ok;
}
