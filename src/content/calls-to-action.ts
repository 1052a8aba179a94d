// Every outbound call to action, by a stable, readable id: where it sits, then where it goes. Each
// link carries `ping="/ping/<id>"`, so the browser itself tells our server when a visitor follows
// it (no script, no cookie). The build writes this table into dist/ (HeaderRules.callsToAction):
// the server answers these ids only, and `npm run report` counts clicks per id and, through the
// route, per page. Renaming an id splits its counts in the report: keep ids stable.
import type { RouteId } from '../routes';

/** Where a call to action leads: the registration page (sponsor code) or the WhatsApp chat. */
export type Destination = 'cadastro' | 'whatsapp';

export interface CallToAction {
  /** `<where it sits>/<destination>`: lower-case letters, digits and '-' on each side. */
  id: `${string}/${Destination}`;
  /** The page it is on (the report divides its clicks by that page's views). */
  route: Exclude<RouteId, 'not-found'>;
}

export const callsToAction = {
  menu: { id: 'menu/cadastro', route: 'landing' },
  hero: { id: 'hero/cadastro', route: 'landing' },
  monetize: { id: 'monetize/cadastro', route: 'landing' },
  products: { id: 'products/cadastro', route: 'landing' },
  testimonials: { id: 'testimonials/cadastro', route: 'landing' },
  chatButton: { id: 'chat/whatsapp', route: 'landing' },
  chatBubble: { id: 'chat-bubble/whatsapp', route: 'landing' },
  toast: { id: 'toast/cadastro', route: 'landing' },
  bioRegister: { id: 'bio/cadastro', route: 'bio' },
  bioChat: { id: 'bio/whatsapp', route: 'bio' },
} as const satisfies Record<string, CallToAction>;

export const allCallsToAction: readonly CallToAction[] = Object.values(callsToAction);
