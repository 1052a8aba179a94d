import type { AnchorHTMLAttributes } from 'react';
import type { CallToActionId } from '../content/calls-to-action';
import { pingPath } from '../../contracts/site-format';
import { useSiteConfig } from './SiteConfigContext';

export type ExternalLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  callToAction: CallToActionId;
};

/**
 * Every outbound link (registration page, chat): a new tab, and rel="noopener noreferrer" so the
 * other site gets neither a handle on this window nor the page address. Its call to action is
 * required, so no outbound link goes uncounted: `ping` makes the browser itself POST
 * /ping/<id> to this site when the link is followed, without delaying the navigation, without a
 * script and without touching the outbound URL. On a member's page the id is the member's copy of it.
 */
export function ExternalLink({ callToAction, ...props }: ExternalLinkProps) {
  const ping = pingPath((useSiteConfig().member?.idPrefix ?? '') + callToAction);
  return <a target="_blank" rel="noopener noreferrer" ping={ping} {...props} />;
}
