// What a build folder (dist/) contains: the one contract between the build, which writes it, and
// the server and the dev server, which read it. Nobody else spells these file names.
// Node-free on purpose (types and constants only): the server bundle may import it without
// pulling in any of the build's code.
import type { SiteSettings, SiteVariable } from '../settings/settings';

/** The build's record: when, with which settings, which pages (BuildInfo). */
export const buildInfoFile = 'build.json';
/** Every public file's headers and encodings (HeaderRules). */
export const headerRulesFile = 'headers.json';
/** When each hashed file was last part of a live build (src/builder/store/asset-retention.ts). */
export const assetHistoryFile = 'retained-assets.json';
/** The production server, bundled by the build. */
export const serverFile = 'server.mjs';
/** `npm run report`: the access log report, bundled by the build (Node's own modules only). */
export const reportFile = 'report.mjs';
/** Configs for other hosts, derived from the header rules (src/builder/output/export-headers.ts). */
export const nginxConfigFile = 'nginx.conf';
export const cdnHeadersFileName = '_headers';
export const cdnRedirectsFileName = '_redirects';
/** The QR code of the /bio address for flyers and the shop counter: for printing, never served. */
const bioQrSvgFile = 'qr-bio.svg';
const bioQrPngFile = 'qr-bio.png';
export const bioQrFiles = { svg: bioQrSvgFile, png: bioQrPngFile } as const;
/** The campaign its address carries (`/bio?c=qr`), which the report names as the printed QR code. */
export const bioQrCampaign = 'qr';
/** The hashed scripts, styles and pictures: immutable, named after their content. */
export const assetsFolder = 'assets';

/** Build products that are not public: the server, its records, and configs for other hosts. */
export const privateFiles: ReadonlySet<string> = new Set([
  serverFile,
  reportFile,
  buildInfoFile,
  headerRulesFile,
  assetHistoryFile,
  nginxConfigFile,
  cdnHeadersFileName,
  cdnRedirectsFileName,
  bioQrSvgFile,
  bioQrPngFile,
]);

/** Whether a file of a build is served: not the server's own files, not dotfiles. */
export const isPublicFile = (file: string) =>
  !privateFiles.has(file) && !file.split('/').some((part) => part.startsWith('.'));

/**
 * Where a followed call to action is reported: the browser POSTs `${pingPathPrefix}<id>` (the
 * `ping` attribute of its link). Ids are the table in src/app/content/calls-to-action.ts.
 */
export const pingPathPrefix = '/ping/';
export const pingPath = (id: string) => `${pingPathPrefix}${id}`;
/**
 * The largest ping body any server of a build accepts (the Node server, and nginx's
 * client_max_body_size). Chromium's body is "PING" (4 bytes): a few hundred leave room for any
 * browser, no more.
 */
export const pingBodyLimitBytes = 512;

/**
 * The layout of a build folder (build.json, headers.json) that this code reads. Raise it when that
 * changes: a running server refuses to reload a build of another format (restart it).
 */
export const buildFormat = 2;

/** What build.json records: the server reads it at start and on reload. */
export interface BuildInfo {
  format: number;
  builtAt: string;
  settings: SiteSettings;
  demoDefaultsUsed: SiteVariable[];
  /** URL path → page file, for the routed pages. */
  pages: Record<string, string>;
  notFoundPage: string;
  /**
   * The server's code: its bundle and runtime packages, hashed (src/builder/store/server-code.ts).
   * A build whose code differs from the live one's needs a restart, not a reload. Absent in older builds.
   */
  serverCode?: string;
  /**
   * Slot → the operator's picture it was made from, as they read its path (site/images/hero-poster.jpg);
   * slots showing a sample are not listed. A build warns when a picture of the live build's is gone.
   */
  ownPictures?: Record<string, string>;
  members?: Record<string, { name: string }>;
}

export interface Variant {
  /** Path of the file in dist/. */
  file: string;
  size: number;
  etag: string;
}

export interface FileRule {
  contentType: string;
  cacheControl: string;
  identity: Variant;
  /** Precompressed siblings, when the build wrote them. */
  br?: Variant;
  gzip?: Variant;
}

/** What headers.json holds. */
export interface HeaderRules {
  /** Sent on every response. */
  security: Record<string, string>;
  /** By dist-relative path: every file the server may send. */
  files: Record<string, FileRule>;
  /** URL path → dist-relative file, for the prerendered pages. */
  pages: Record<string, string>;
  notFoundPage: string;
  /** URL path → dist-relative file, for everything else that is public. */
  publicFiles: Record<string, string>;
  /**
   * URL path → dist-relative file: hashed files of earlier builds, kept for pages those builds
   * served (src/builder/store/asset-retention.ts). Served from disk, not held in memory.
   */
  retainedFiles?: Record<string, string>;
  /**
   * Page file → the lean twin sent instead when the request says `Save-Data: on` (routes.ts:
   * saveDataFileOf): /bio's and the 404 page's. Both are listed in `files`, neither has a URL of
   * its own. Absent in builds made before the twins existed: every request gets the page (an older
   * build loads unchanged, so the format stays).
   */
  saveDataPages?: Record<string, string>;
  /**
   * Call-to-action id → URL path of the page its link is on. The server answers a ping for these
   * ids only; the report divides each page's clicks by its views. Absent in builds made before
   * pings existed: no id is known (an older build loads unchanged, so the format stays).
   */
  callsToAction?: Record<string, string>;
  /**
   * Where each kind of call to action leads (the part of its id after "/": cadastro, whatsapp) →
   * the URL its link's ping names in `Ping-To`: a ping for another destination is not a click on
   * that button. Absent in older builds: Ping-To is then not checked.
   */
  pingDestinations?: Record<string, string>;
}

/** The Ping-To a browser's ping for call to action `id` carries, or null where the build did not record it. */
export const pingToOf = (destinations: Record<string, string> | undefined, id: string): string | null =>
  destinations?.[id.slice(id.indexOf('/') + 1)] ?? null;
