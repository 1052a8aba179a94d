// Everything crawlers and share previews read, in the prerendered HTML (they do not run
// JavaScript): canonical URL, Open Graph and Twitter tags, robots, and the organisation's JSON-LD.
import { brand } from '../content/brand';
import { company } from '../content/company';
import type { PageMeta } from '../content/pages';
import { shareImage, shareImageSquare } from '../content/seo';
import { escapeHtml } from '../document';
import { memberPagePath, memberPhotoSlot, type MemberProfile } from '../../contracts/members';
import type { RenderedRoute } from '../prerender';
import { variantPath } from '../images/manifest';
import { scriptJsonText } from '../member/member-data';

export interface HeadInputs {
  siteUrl: string;
  /** The page's path, or null for the 404 page (not indexed, no canonical URL). */
  path: string | null;
  meta: PageMeta;
}

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).href;
}

export function headTags({ siteUrl, path, meta: page }: HeadInputs): string {
  if (path === null) return meta('name', 'robots', 'noindex');
  const url = absoluteUrl(siteUrl, path);
  return [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', brand.name),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:url', url),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:image', absoluteUrl(siteUrl, shareImage.path)),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', shareImage.width),
    meta('property', 'og:image:height', shareImage.height),
    meta('property', 'og:image:alt', shareImage.alt),
    // A square second image: WhatsApp shows it in small previews.
    meta('property', 'og:image', absoluteUrl(siteUrl, shareImageSquare.path)),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', shareImageSquare.width),
    meta('property', 'og:image:height', shareImageSquare.height),
    meta('property', 'og:image:alt', shareImageSquare.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', absoluteUrl(siteUrl, shareImage.path)),
    meta('name', 'twitter:image:alt', shareImage.alt),
  ].join('');
}

export function organizationJsonLd(siteUrl: string, chatHref: string): object {
  const { address } = company;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    description: company.blurb,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/icon-512.png'),
    image: absoluteUrl(siteUrl, shareImage.path),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.postalCode,
      addressCountry: 'BR',
    },
    sameAs: [chatHref],
  };
}

/**
 * A member of the operator's team as a person: their name, their page, their photo, their WhatsApp
 * (sameAs) and their registration link (the action the page offers), working for the operator's organisation.
 */
export function memberJsonLd(siteUrl: string, member: MemberProfile): object {
  const { slug, photo } = member;
  const image = photo && variantPath(memberPhotoSlot(slug), photo.widths[photo.widths.length - 1]!, photo.hash, 'webp');
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: member.name,
    url: absoluteUrl(siteUrl, memberPagePath(slug, 'landing')),
    ...(image && { image: absoluteUrl(siteUrl, image) }),
    sameAs: [member.chatHref],
    potentialAction: { '@type': 'RegisterAction', target: member.registerHref },
    worksFor: { '@type': 'Organization', name: brand.name, url: absoluteUrl(siteUrl, '/') },
  };
}

/**
 * The head of a member's page, for the build to put in its document (seoHtml) beside renderRoute's
 * HTML: the data block that carries the member to the browser (`page.memberData`), and what crawlers
 * read: canonical URL and share preview at the member's own address (titles naming the member), and
 * on the landing page the JSON-LD naming the member. The member's 404 page is not indexed.
 */
export function memberHeadHtml(siteUrl: string, member: MemberProfile, page: RenderedRoute): string {
  const { route, meta, memberData = '' } = page;
  if (route === 'not-found') return memberData + headTags({ siteUrl, path: null, meta });
  const tags = headTags({ siteUrl, path: memberPagePath(member.slug, route), meta });
  return memberData + (route === 'landing' ? tags + jsonLdScript(memberJsonLd(siteUrl, member)) : tags);
}

/** A JSON-LD data block. Browsers never execute it, so the CSP's script-src does not apply. */
export function jsonLdScript(data: object): string {
  return `<script type="application/ld+json">${scriptJsonText(data)}</script>`;
}
