// The HTML document around a prerendered route. Build-time only. No inline script and no style
// attributes: everything the browser runs or styles with comes from a same-origin file, so a
// strict Content-Security-Policy holds.
import { fieldSpeedScriptMetaName } from './field-speed/load-field-speed';
import type { RouteId } from '../contracts/routes';
import { appEntryMetaName, moduleChunksMetaName } from './boot/markers';

export interface DocumentParts {
  title: string;
  description: string;
  bodyHtml: string;
  /** The whole stylesheet, inlined: the first paint needs nothing but the document. */
  inlineCss: string;
  /** Above-the-fold images fetched early and first (the hero poster). */
  preloadImages?: PreloadImage[];
  /** The page's one module script: the entry on the landing page, the page's own on the others. */
  scriptHref?: string;
  /** Further module chunks the entry imports: listed in a <meta>, preloaded together after the first paint. */
  modulePreloadHrefs: string[];
  /** On a page that starts the app on demand (boot/on-demand.ts), the app's entry, named in a <meta>. */
  appEntryHref?: string;
  /**
   * The field-speed script and the page it measures, named in a <meta>, added once the page has loaded
   * (src/app/field-speed/load-field-speed.ts).
   */
  fieldSpeed?: { scriptHref: string; page: RouteId };
  /** Further module scripts (only the dev server's live-reload client uses this). */
  extraScripts?: string[];
  /** Prebuilt tags for search and share previews (canonical, Open Graph, JSON-LD…). */
  seoHtml?: string;
}

/**
 * A responsive image to preload: the browser picks from `srcset` with `sizes` exactly as the
 * <picture> source of the same `type` will, so the preload and the picture fetch the same file.
 */
export interface PreloadImage {
  type: string;
  srcset: string;
  sizes: string;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

export const themeColor = '#0a1a2f';

export function renderDocument(parts: DocumentParts): string {
  // Not <link rel="modulepreload"> tags: requests that start before the first paint are counted
  // as needed for it by Lighthouse's simulation (its FCP went from 1.2 to 1.8 s with 9 of them).
  // The entry turns this list into preload links once the page has painted (src/app/boot/chunks.ts).
  const preloads = parts.modulePreloadHrefs.length
    ? `<meta name="${moduleChunksMetaName}" content="${escapeHtml(parts.modulePreloadHrefs.join(' '))}">`
    : '';
  return (
    '<!doctype html>' +
    '<html lang="pt-BR">' +
    '<head>' +
    '<meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">' +
    `<title>${escapeHtml(parts.title)}</title>` +
    `<meta name="description" content="${escapeHtml(parts.description)}">` +
    `<meta name="theme-color" content="${themeColor}">` +
    // Opts out of the browsers' automatic dark themes (Chrome's auto-dark, Samsung Internet's dark
    // mode), which would turn the buttons' dark labels white on their bright colours: the page's
    // colours are its own. "only" is the opt-out of the CSS Color Adjustment spec.
    '<meta name="color-scheme" content="only light">' +
    (parts.seoHtml ?? '') +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    '<link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32">' +
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">' +
    '<link rel="manifest" href="/manifest.webmanifest">' +
    // Allowed by its sha256 in the Content-Security-Policy, not by 'unsafe-inline'.
    `<style>${parts.inlineCss}</style>` +
    (parts.preloadImages ?? [])
      .map(
        (image) =>
          `<link rel="preload" as="image" type="${escapeHtml(image.type)}" imagesrcset="${escapeHtml(image.srcset)}" ` +
            `imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high">`,
      )
      .join('') +
    (parts.scriptHref ? `<script type="module" src="${escapeHtml(parts.scriptHref)}"></script>` : '') +
    preloads +
    (parts.appEntryHref ? `<meta name="${appEntryMetaName}" content="${escapeHtml(parts.appEntryHref)}">` : '') +
    (parts.fieldSpeed
      ? `<meta name="${fieldSpeedScriptMetaName}" content="${escapeHtml(parts.fieldSpeed.scriptHref)}" ` +
        `data-page="${parts.fieldSpeed.page}">`
      : '') +
    (parts.extraScripts ?? []).map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`).join('') +
    '</head>' +
    `<body><div id="root">${parts.bodyHtml}</div></body>` +
    '</html>'
  );
}
