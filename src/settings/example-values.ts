// The values the README shows as examples, in one place: a build refuses to put any of them live
// (lead-settings.ts; SITE_URL in settings.ts), and the README's own test checks that its example settings
// block uses them,
// so an operator who copies the example gets a stop, not somebody else's links.

/** Written in the README's example block and in the messages' "e.g.". */
export const exampleValues = {
  /** Somebody else's site: canonical URLs, share previews and the sitemap would point there. */
  SITE_URL: ['https://negociosozonteck.com.br'],
  SPONSOR: ['seu.codigo', 'joana123'],
  REGISTER_URL: ['https://seu-escritorio.exemplo.com.br/cadastro', 'https://escritorio.exemplo.com.br/register'],
  /** As the README writes them; compared digits only. */
  WHATSAPP_NUMBER: ['+55 11 91234-5678'],
} as const;

export const withoutWww = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** Whether an origin is the README's example site, with or without www, over http or https. */
export const isExampleSiteUrl = (origin: string): boolean =>
  exampleValues.SITE_URL.some(
    (example) => withoutWww(new URL(example).hostname) === withoutWww(new URL(origin).hostname),
  );

/**
 * Hosts that reach nobody: the README's example domain, and the names reserved for
 * documentation (RFC 2606): example.com/.net/.org and the .example, .invalid, .test and .localhost
 * top-level domains.
 */
const exampleDomains = ['exemplo.com.br', 'example.com', 'example.net', 'example.org'];
const reservedTopLevel = ['example', 'invalid', 'test', 'localhost'];

export function isExampleHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return (
    exampleDomains.some((domain) => name === domain || name.endsWith(`.${domain}`)) ||
    reservedTopLevel.includes(name.slice(name.lastIndexOf('.') + 1))
  );
}
