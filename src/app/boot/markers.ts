// The names that tie the start-up together across the prerendered HTML (src/app/document.ts), the
// components and the entry (boot/start.ts). One place, so they cannot drift apart; a unit test
// checks the one the app chunk cannot import (test/unit/boot-markers.test.ts).

/** The <meta> that lists a page's script chunks, in the order to fetch them (chunks.ts). */
export const moduleChunksMetaName = 'module-chunks';

/**
 * The <meta> that names the app's entry script on a page that starts it on demand
 * (boot/on-demand.ts): such a page has no <script> tag for it, so nothing of the app is requested
 * before its paint, and nothing evaluated before the visitor follows an internal link.
 */
export const appEntryMetaName = 'app-entry';

/**
 * On #root once an on-demand page has fetched and compiled the app (boot/on-demand.ts): a click can now route
 * in place.
 */
export const appPreloadedAttribute = 'data-app-preloaded';

/**
 * On #root when an on-demand page hands the app a link the visitor followed: the app renders that
 * route in place of the page instead of hydrating it (boot/app.tsx).
 */
export const navigateToAttribute = 'data-navigate-to';

/**
 * A page's main picture (the hero poster) carries an `elementtiming` attribute (src/app/images/Picture.tsx):
 * the entry waits for its paint. The entry looks for the attribute alone (paint.ts), so no code is
 * shared between the entry and the app chunk (the build refuses a shared chunk).
 */
export const mainPictureAttribute = 'elementtiming';

/** On #root once the page is hydrated: the browser tests wait for it. */
export const hydratedAttribute = 'data-hydrated';

/** Performance marks the benchmark reads: our evaluation starts, and the page is interactive. */
export const evaluationStartMark = 'evaluation-start';
export const hydratedMark = 'hydrated';
