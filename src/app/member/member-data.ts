// How a member's page carries its member from the build to the browser: what differs from the
// config baked into the app (the member's links, their slug, titles and card: SiteConfig's `member`)
// as a JSON data block in the page's head. A data block is never executed, so the strict
// Content-Security-Policy (no inline script) allows it. The app lays it over the baked config before
// it hydrates, so it renders what the prerender did (src/app/boot/app.tsx reads it by its id without
// importing this file); the field-speed script reads the slug from it. Pure DOM, no React.
import type { SiteConfig } from '../../settings/links';

export const memberDataId = 'member-page';

/** JSON for inside a <script> element: "<" escaped, so no value can close the element early. */
export const scriptJsonText = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');

/** What the page's own data block lays over the baked config: nothing on the operator's pages. */
export const pageConfigOf = (doc: Document): Partial<SiteConfig> =>
  JSON.parse(doc.getElementById(memberDataId)?.textContent || '{}');
