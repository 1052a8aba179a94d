// A team member for the tests that render a member's pages, written out by hand: the tests compare
// what the pages show with these literals, never with the code's own link builders.
import type { MemberProfile } from '../../src/contracts/members';

export const maria: MemberProfile = {
  slug: 'maria',
  name: 'Maria Souza',
  registerHref: 'https://escritorio.test/register?sponsor=maria77',
  chatHref: 'https://wa.me/5511988887777?text=Oi%20Maria',
  photo: { hash: 'ph0t0', widths: [56, 112, 168] },
};
