// Prerenders every route into its page and makes the crawler files, in memory: production writes
// the result to dist/ (write-site.ts), the dev server serves it from memory (dev/dev-site.ts).
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteConfig } from '../../settings/links';
import type { SiteSettings } from '../../settings/settings';
import { renderDocument, type DocumentParts } from '../../app/document';
import type { ImageManifest } from '../../app/images/manifest';
import type { RenderedRoute } from '../../app/prerender';
import { notFoundRenderPath, routes, saveDataFileOf, type Route } from '../../contracts/routes';
import { robotsTxt, sitemapXml, webManifest } from '../../app/seo/crawler-files';
import { headTags, jsonLdScript, memberHeadHtml, organizationJsonLd } from '../../app/seo/head-tags';
import { applyOperatorTexts } from '../../app/content/operator-texts';
import { assetsFolder } from '../../contracts/site-format';
import { memberPagePath, type MemberPageId, type MemberProfile } from '../../contracts/members';
import { browserEntry, browserOutputs } from '../bundle/browser-outputs';
import { prerenderBuildOptions, prerenderEntry, type BrowserCode } from '../bundle/browser-options';
import type { BuildPaths } from '../paths';

function outputFor(metafile: esbuild.Metafile, entryPoint: string): string {
  const output = Object.keys(metafile.outputs).find((file) => metafile.outputs[file]!.entryPoint === entryPoint);
  if (!output) throw new Error(`esbuild produced no output for ${entryPoint}`);
  return output;
}

type RenderRoute = (path: string, config: SiteConfig, member?: MemberProfile) => RenderedRoute;

/** The pages a member has: the operator's routed pages. */
const memberRoutes = routes.filter((route) => route.path !== null);

/** Every class in the prerendered HTML must exist in the stylesheet, or the page shows unstyled. */
function assertClassNamesMatch(html: string, css: string, page: string): void {
  const used = new Set(
    [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)),
  );
  const missing = [...used].filter((name) => !css.includes(`.${name}`));
  if (missing.length > 0)
    throw new Error(`Prerendered ${page} uses classes missing from the CSS: ${missing.join(', ')}`);
}

/** What the pages are made from, besides the code. */
export interface RenderSiteOptions {
  settings: SiteSettings;
  config: SiteConfig;
  /** Extra module scripts for every page (the dev server's live-reload client). */
  extraScripts?: string[];
  /**
   * Runs the prerender pass (prerenderBuildOptions) and returns its metafile. A fresh esbuild build
   * by default; the dev server runs it incrementally, beside the app's pass (about 140 ms less per
   * save, most of a rebuild).
   */
  buildPrerender?: () => Promise<esbuild.Metafile>;
  /** The team's pages the sitemap lists after the operator's (members who did not opt out). */
  memberSitemapPaths?: readonly string[];
}

/**
 * A built site before it is written anywhere: production writes it to dist/ (writeSite), the dev
 * server serves it from memory (dev-site.ts).
 */
export interface RenderedSite {
  /**
   * Files the build makes, by their path in dist/: the three pages and the Save-Data twins, robots.txt,
   * sitemap.xml, the web manifest.
   */
  generated: Map<string, string>;
  /** The browser scripts, by their path in dist/ → the file esbuild wrote. */
  scripts: Map<string, string>;
  /** The inline stylesheet's hash, which the Content-Security-Policy allows. */
  styleHashes: string[];
  /** A member's pages (route file → HTML: index.html, bio.html and its Save-Data twin), rendered on demand. */
  renderMember: (member: MemberProfile) => Map<string, string>;
  /**
   * Everything a member's pages depend on besides the member: the prerender's code (and so the settings,
   * texts and pictures baked into it), the stylesheet, the scripts' names. Part of each member's cache key.
   */
  rendererKey: string;
}

/** Prerenders every route into the pages and makes the crawler files: nothing is written. */
export async function renderSite(
  paths: BuildPaths,
  browser: BrowserCode,
  imageManifest: ImageManifest,
  options: RenderSiteOptions,
): Promise<RenderedSite> {
  const { root, scratchDir } = paths;
  const client = browserOutputs(browser.metafile, browser.react);
  const prerender = options.buildPrerender
    ? await options.buildPrerender()
    : (await esbuild.build(prerenderBuildOptions(paths, options.config, () => imageManifest))).metafile!;
  const prerenderOutput = outputFor(prerender, prerenderEntry);
  const pairedCss = prerender.outputs[outputFor(prerender, browserEntry)]!.cssBundle;
  const [browserCss, renderedCss] = await Promise.all(
    [client.stylesheet, pairedCss ?? client.stylesheet].map((file) => readFile(join(root, file), 'utf8')),
  );
  if (!pairedCss || browserCss !== renderedCss) {
    throw new Error(
      'The prerender pass and the browser build disagree on the CSS, and so on class names: the ' +
        'prerendered HTML would not match the browser code.',
    );
  }
  const { renderRoute } = (await import(pathToFileURL(join(root, prerenderOutput)).href)) as {
    renderRoute: RenderRoute;
  };
  const distPathOf = (scratchFile: string) =>
    `${assetsFolder}/${relative(scratchDir, join(root, scratchFile)).split('\\').join('/')}`;

  const css = browserCss.trim();
  const { siteUrl } = options.settings;
  // The landing page gets the entry, with React and the app listed for after its first paint; a
  // page that starts the app on demand its own script, with the entry and the same list named for it,
  // and a lean twin for `Save-Data: on` with its own script alone (nothing that fetches the app).
  const entry = `/${distPathOf(client.entry)}`;
  const modulePreloadHrefs = client.preloads.map((file) => `/${distPathOf(file)}`);
  const ownScriptOf = (route: Route) => {
    const own = browser.pageScripts.get(route.id);
    if (!own)
      throw new Error(
        `${route.file} starts the app on demand, so it needs its own script (src/builder/bundle/page-scripts.ts).`,
      );
    return `/${distPathOf(own)}`;
  };
  const fieldSpeedScript = browser.pageScripts.get('field-speed');
  if (!fieldSpeedScript) throw new Error('The field-speed script was not built (src/builder/bundle/page-scripts.ts).');
  const fieldSpeedScriptHref = `/${distPathOf(fieldSpeedScript)}`;
  // The head tags (the organisation's description and address) use the operator's texts too.
  applyOperatorTexts(options.config.texts);
  const renderPages = (member?: MemberProfile): Map<string, string> => {
    const pages = new Map<string, string>();
    for (const route of member ? memberRoutes : routes) {
      const path = member ? memberPagePath(member.slug, route.id as MemberPageId) : (route.path ?? notFoundRenderPath);
      const page = renderRoute(path, options.config, member);
      assertClassNamesMatch(page.html, css, path);
      // A member's head also carries the member to the browser (the app reads it before hydrating).
      const seoHtml = member
        ? memberHeadHtml(siteUrl, member, page)
        : headTags({ siteUrl, path: route.path, meta: page.meta }) +
          (route.id === 'landing' ? jsonLdScript(organizationJsonLd(siteUrl, options.config.chatHref)) : '');
      const documentWith = (
        scripts: Pick<DocumentParts, 'scriptHref' | 'modulePreloadHrefs' | 'appEntryHref' | 'fieldSpeed'>,
      ) =>
        renderDocument({
          title: page.meta.title,
          description: page.meta.description,
          bodyHtml: page.html,
          inlineCss: css,
          preloadImages: page.preloadImages,
          ...scripts,
          extraScripts: options.extraScripts ?? [],
          seoHtml,
        });
      const fieldSpeed = { scriptHref: fieldSpeedScriptHref, page: route.id };
      const leanFile = saveDataFileOf(route);
      if (leanFile === null) {
        pages.set(route.file, documentWith({ scriptHref: entry, modulePreloadHrefs, fieldSpeed }));
        continue;
      }
      const scriptHref = ownScriptOf(route);
      pages.set(route.file, documentWith({ scriptHref, modulePreloadHrefs, appEntryHref: entry, fieldSpeed }));
      pages.set(leanFile, documentWith({ scriptHref, modulePreloadHrefs: [] }));
    }
    return pages;
  };
  const generated = renderPages();
  generated.set('robots.txt', robotsTxt(siteUrl));
  generated.set(
    'sitemap.xml',
    sitemapXml(
      siteUrl,
      [
        ...routes.filter((route) => route.inSitemap && route.path !== null).map((route) => route.path!),
        ...(options.memberSitemapPaths ?? []),
      ],
    ),
  );
  generated.set('manifest.webmanifest', webManifest());
  return {
    generated,
    scripts: new Map(
      [...client.scripts, ...browser.pageScripts.values()].map((file) => [distPathOf(file), join(root, file)]),
    ),
    styleHashes: [createHash('sha256').update(css).digest('base64')],
    renderMember: (member) => renderPages(member),
    rendererKey: createHash('sha256')
      .update(await readFile(join(root, prerenderOutput)))
      .update(JSON.stringify([css, entry, modulePreloadHrefs, fieldSpeedScriptHref, options.extraScripts ?? []]))
      .update(JSON.stringify([options.config, siteUrl, [...browser.pageScripts].map(([id, file]) => [id, file])]))
      .digest('base64url'),
  };
}
