// The build's verdict, its last lines, after the size table, where the operator looks when the
// build ends: live or demo, the exact links visitors will follow, the site's address, and every
// warning printed above it again, so none scrolls away unseen. When the server's code changed, the
// last line says to restart it: a reload would leave the old server serving the new pages.
import type { SiteConfig } from '../../settings/links';
import { leadVariables } from '../../settings/lead-settings';
import type { SiteSettings, SiteVariable } from '../../settings/settings';
import { messages } from '../../messages/catalogue';

export interface VerdictInput {
  settings: SiteSettings;
  config: SiteConfig;
  demoDefaultsUsed: readonly SiteVariable[];
  warnings: readonly string[];
  /** The server's code differs from the live build's (store/server-code.ts): a restart, not a reload. */
  restart?: boolean;
}

export function verdictLines({ settings, config, demoDefaultsUsed, warnings, restart }: VerdictInput): string[] {
  const text = messages().build;
  const demo = leadVariables.some((name) => demoDefaultsUsed.includes(name));
  const labels = [text.registerLink, text.chatLink, text.siteUrl];
  const width = Math.max(...labels.map((label) => label.length)) + 2;
  const row = (label: string, value: string) => `  ${label.padEnd(width)}${value}`;
  return [
    text.verdictRule,
    demo ? text.verdictDemo : restart ? text.verdictLiveRestart : text.verdictLive,
    row(text.registerLink, config.registerHref),
    row(text.chatLink, config.chatHref),
    row(text.siteUrl, settings.siteUrl),
    ...(warnings.length === 0
      ? [text.noWarnings]
      : [text.warnings(warnings.length), ...warnings.map((warning) => `  - ${warning}`)]),
    ...(restart ? [text.restartLast] : []),
  ];
}
