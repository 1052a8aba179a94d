// What crawlers and share previews read on a member's page (src/app/seo/head-tags.ts memberHeadHtml):
// the member's own address as canonical and og:url, titles naming the member, and on the landing
// page the JSON-LD naming the member and their links. Expected values are written out by hand.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Window } from 'happy-dom';
import { memberHeadHtml } from '../../src/app/seo/head-tags';
import { renderRoute } from '../../src/app/prerender';
import type { SiteConfig } from '../../src/settings/links';
import type { MemberProfile } from '../../src/contracts/members';
import { maria } from '../support/members';

const siteUrl = 'https://negocios.example';
const operator: SiteConfig = {
  registerHref: 'https://escritorio.test/register?sponsor=operador',
  chatHref: 'https://wa.me/5551999999999?text=Oi',
  socialProof: true,
  buildYear: 2026,
};

function head(html: string): Document {
  const document = new Window().document as unknown as Document;
  document.head.innerHTML = html;
  return document;
}
/** The head the build gives the member's page at `path`: memberHeadHtml over renderRoute's result. */
const headOf = (member: MemberProfile, path: string) => memberHeadHtml(siteUrl, member, renderRoute(path, operator, member));
const content = (doc: Document, selector: string) => doc.querySelector(selector)?.getAttribute('content');

test("/maria: canonical and og:url at Maria's address, title and description naming her, JSON-LD of her", () => {
  const doc = head(headOf(maria, '/maria'));
  assert.is(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), 'https://negocios.example/maria');
  assert.is(content(doc, 'meta[property="og:url"]'), 'https://negocios.example/maria');
  assert.is(content(doc, 'meta[property="og:title"]'), 'Maria Souza · Negócios Ozonteck · Seja um revendedor');
  assert.match(content(doc, 'meta[property="og:description"]')!, /com Maria Souza:/);
  assert.is(content(doc, 'meta[name="twitter:title"]'), 'Maria Souza · Negócios Ozonteck · Seja um revendedor');
  assert.is(doc.querySelector('script[type="application/json"]')?.id, 'member-page', 'the data block that carries Maria');
  const jsonLd = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
  assert.equal(jsonLd, {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: 'Maria Souza',
    url: 'https://negocios.example/maria',
    image: 'https://negocios.example/assets/equipe-maria-168.ph0t0.webp',
    sameAs: ['https://wa.me/5511988887777?text=Oi%20Maria'],
    potentialAction: { '@type': 'RegisterAction', target: 'https://escritorio.test/register?sponsor=maria77' },
    worksFor: { '@type': 'Organization', name: 'Negócios Ozonteck', url: 'https://negocios.example/' },
  });
});

test('/maria/bio: its own canonical and title, no JSON-LD; a member without a photo has no image in it', () => {
  const doc = head(headOf(maria, '/maria/bio'));
  assert.is(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), 'https://negocios.example/maria/bio');
  assert.is(content(doc, 'meta[property="og:title"]'), 'Maria Souza · Negócios Ozonteck · Links');
  assert.is(doc.querySelector('script[type="application/ld+json"]'), null);
  const bare = head(headOf({ ...maria, photo: undefined }, '/maria'));
  assert.not.ok('image' in JSON.parse(bare.querySelector('script[type="application/ld+json"]')!.textContent!));
});

test("a member's 404 page is not indexed, and a name cannot break out of the JSON-LD or an attribute", () => {
  const notFound = head(headOf(maria, '/maria/404'));
  assert.is(content(notFound, 'meta[name="robots"]'), 'noindex');
  assert.is(notFound.querySelector('link[rel="canonical"]'), null);
  const odd = { ...maria, name: 'Ana "</script><b>' };
  const html = headOf(odd, '/maria');
  assert.not.ok(html.includes('</script><b>'), html);
  const doc = head(html);
  assert.is(content(doc, 'meta[property="og:title"]'), 'Ana "</script><b> · Negócios Ozonteck · Seja um revendedor');
  assert.is(JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!).name, 'Ana "</script><b>');
});

test.run();
