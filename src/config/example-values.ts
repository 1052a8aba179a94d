// The values the README shows as examples, in one place: a build refuses to put any of them live
// (lead-settings.ts), and the README's own test checks that its example settings block uses them,
// so an operator who copies the example gets a stop, not somebody else's links.

/** Written in the README's example block and in the messages' "e.g.". */
export const exampleValues = {
  SPONSOR: ['seu.codigo', 'joana123'],
  REGISTER_URL: ['https://seu-escritorio.exemplo.com.br/cadastro', 'https://escritorio.exemplo.com.br/register'],
  /** As the README writes them; compared digits only. */
  WHATSAPP_NUMBER: ['+55 11 91234-5678'],
} as const;

/**
 * Hosts that reach nobody: the README's example domain, and the names reserved for
 * documentation (RFC 2606): example.com/.net/.org and the .example, .invalid, .test and .localhost
 * top-level domains.
 */
const exampleDomains = ['exemplo.com.br', 'example.com', 'example.net', 'example.org'];
const reservedTopLevel = ['example', 'invalid', 'test', 'localhost'];

export function isExampleHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return exampleDomains.some((domain) => name === domain || name.endsWith(`.${domain}`)) || reservedTopLevel.includes(name.slice(name.lastIndexOf('.') + 1));
}
