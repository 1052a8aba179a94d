// Every outbound call to action, by a stable, readable id: where it sits, then where it goes; and
// the page it is on. Each link carries `ping="/ping/<id>"`, so the browser itself tells our server
// when a visitor follows it (no script, no cookie). Components name their id as a literal, checked
// against this table by its type, so the table itself never ships to the browser. The build
// writes it into dist/ (HeaderRules.callsToAction): the server answers these ids only, and
// `npm run report` counts clicks per id and, through the page, the click-through per page.
// Renaming an id splits its counts in the report: keep ids stable.
import type { RouteId } from '../../contracts/routes';

/** Where a call to action leads: the registration page (sponsor code) or the WhatsApp chat. */
export type Destination = 'cadastro' | 'whatsapp';

/** The page a call to action is on (the report divides its clicks by that page's views). */
export type CallToActionPage = Exclude<RouteId, 'not-found'>;

/** `<where it sits>/<destination>` → its page. Ids: lower-case letters, digits and '-' on each side. */
export const callsToAction = {
  'menu/cadastro': 'landing',
  'hero/cadastro': 'landing',
  'monetize/cadastro': 'landing',
  'products/cadastro': 'landing',
  'testimonials/cadastro': 'landing',
  'chat/whatsapp': 'landing',
  'chat-bubble/whatsapp': 'landing',
  'toast/cadastro': 'landing',
  'bio/cadastro': 'bio',
  'bio/whatsapp': 'bio',
} as const satisfies Record<`${string}/${Destination}`, CallToActionPage>;

export type CallToActionId = keyof typeof callsToAction;
