import type { AnchorHTMLAttributes } from 'react';

/**
 * Every outbound link (registration page, chat): a new tab, and rel="noopener noreferrer" so the
 * other site gets neither a handle on this window nor the page address.
 */
export function ExternalLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a target="_blank" rel="noopener noreferrer" {...props} />;
}
