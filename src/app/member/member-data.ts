// How a member's page carries its member from the build to the browser: the profile as a JSON data
// block inside the page (MemberData.tsx renders it). A data block is never executed, so the strict
// Content-Security-Policy (no inline script) allows it. The app reads it before it hydrates, so it
// renders the member's links as the prerender did; the field-speed script reads the slug from it.
// Pure DOM, no React: the field-speed script imports this file too.
import type { MemberProfile } from '../../contracts/members';

export const memberDataId = 'member-profile';

/** JSON for inside a <script> element: "<" escaped, so no value can close the element early. */
export const scriptJsonText = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');

/** The member whose page the document is, or null on the operator's own pages. */
export function readMemberProfile(doc: Document): MemberProfile | null {
  const text = doc.getElementById(memberDataId)?.textContent;
  return text ? (JSON.parse(text) as MemberProfile) : null;
}
