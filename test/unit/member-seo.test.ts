// What crawlers and share previews read on a member's page (src/app/seo/head-tags.ts memberHeadHtml):
// the member's own address as canonical and og:url, titles naming the member, and on the landing
// page the JSON-LD naming the member and their links. Expected values are written out by hand.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Window } from 'happy-dom';
import { memberHeadHtml } from '../../src/app/seo/head-tags';
import { memberPageMeta } from '../../src/app/content/member';
import type { MemberProfile } from '../../src/contracts/members';
import { maria } from '../support/members';

const siteUrl = 'https://negocios.example';

function head(html: string): Document {
  const document = new Window().document as unknown as Document;
  document.head.innerHTML = html;
  return document;
}
const content = (doc: Document, selector: string) => doc.querySelector(selector)?.getAttribute('content');

test("/maria: canonical and og:url at Maria's address, title and description naming her, JSON-LD of her", () => {
  const doc = head(memberHeadHtml(siteUrl, maria, 'landing', memberPageMeta('landing', maria.name)));
  assert.is(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), 'https://negocios.example/maria');
  assert.is(content(doc, 'meta[property="og:url"]'), 'https://negocios.example/maria');
  assert.is(content(doc, 'meta[property="og:title"]'), 'Maria Souza · Negócios Ozonteck · Seja um revendedor');
  assert.match(content(doc, 'meta[property="og:description"]')!, /com Maria Souza:/);
  assert.is(content(doc, 'meta[name="twitter:title"]'), 'Maria Souza · Negócios Ozonteck · Seja um revendedor');
  const jsonLd = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
  assert.equal(jsonLd, {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: 'Maria Souza',
    url: 'https://negocios.example/maria',
    image: 'https://negocios.example/assets/equipe-maria-144.ph0t0.webp',
    sameAs: ['https://wa.me/5511988887777?text=Oi%20Maria'],
    potentialAction: { '@type': 'RegisterAction', target: 'https://escritorio.test/register?sponsor=maria77' },
    worksFor: { '@type': 'Organization', name: 'Negócios Ozonteck', url: 'https://negocios.example/' },
  });
});

test('/maria/bio: its own canonical and title, no JSON-LD; a member without a photo has no image in it', () => {
  const doc = head(memberHeadHtml(siteUrl, maria, 'bio', memberPageMeta('bio', maria.name)));
  assert.is(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), 'https://negocios.example/maria/bio');
  assert.is(content(doc, 'meta[property="og:title"]'), 'Maria Souza · Negócios Ozonteck · Links');
  assert.is(doc.querySelector('script'), null);
  const bare = head(memberHeadHtml(siteUrl, { ...maria, photo: undefined }, 'landing', memberPageMeta('landing', 'M')));
  assert.not.ok('image' in JSON.parse(bare.querySelector('script')!.textContent!));
});

test("a member's 404 page is not indexed, and a name cannot break out of the JSON-LD or an attribute", () => {
  assert.is(memberHeadHtml(siteUrl, maria, 'not-found', memberPageMeta('not-found', maria.name)), '<meta name="robots" content="noindex">');
  const odd = { ...maria, name: 'Ana "</script><b>' };
  const html = memberHeadHtml(siteUrl, odd, 'landing', memberPageMeta('landing', odd.name));
  assert.not.ok(html.includes('</script><b>'), html);
  const doc = head(html);
  assert.is(content(doc, 'meta[property="og:title"]'), 'Ana "</script><b> · Negócios Ozonteck · Seja um revendedor');
  assert.is(JSON.parse(doc.querySelector('script')!.textContent!).name, 'Ana "</script><b>');
});

test.run();
