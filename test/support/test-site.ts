// The site the tests build, and what it must produce, written out by hand: the tests compare the
// built site with these literals, never with the project's own link builders. `npm test` builds
// dist/ with no site settings at all (npm run build:test), so the site carries the demo values of
// the README's Configuration table; the suites that read dist/ check first that it was built so.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The test build's site folder: no settings, no pictures of the operator's (SITE_DIR). */
export const testSiteDir = join(import.meta.dirname, 'no-site');

/** The site variables the test build leaves unset (also ignoring site/site.env), so the demo values apply. */
export const siteVariables = ['SITE_URL', 'SPONSOR', 'REGISTER_URL', 'WHATSAPP_NUMBER', 'WHATSAPP_MESSAGE', 'SOCIAL_PROOF'] as const;

export const expectedSiteUrl = 'https://negociosozonteck.example';
export const expectedRegisterHref = 'https://cadastro.ozonteck.example/register?sponsor=demo';
export const expectedChatMessage = 'Olá! Vim pelo site e quero me cadastrar como revendedor Ozonteck. Pode me ajudar com o cadastro?';
export const expectedChatHref =
  'https://wa.me/5551999999999?text=Ol%C3%A1!%20Vim%20pelo%20site%20e%20quero%20me%20cadastrar%20como%20revendedor%20Ozonteck.%20Pode%20me%20ajudar%20com%20o%20cadastro%3F';

/** The settings dist/build.json records for the test build. */
export const expectedBuiltSettings = {
  siteUrl: expectedSiteUrl,
  sponsor: 'demo',
  registerUrl: 'https://cadastro.ozonteck.example/register',
  whatsappNumber: '5551999999999',
  whatsappMessage: expectedChatMessage,
  socialProof: true,
};

/**
 * Throws a clear error when dist/ was built with other site settings than the test build's (a
 * plain `npm run build` with the operator's settings, say): the literal expectations would all fail.
 */
export function requireTestBuild(distDir: string): void {
  const { settings } = JSON.parse(readFileSync(join(distDir, 'build.json'), 'utf8')) as { settings: Record<string, unknown> };
  const differing = Object.entries(expectedBuiltSettings).filter(([name, value]) => settings[name] !== value);
  if (differing.length > 0) {
    throw new Error(
      `dist/ was built with other site settings (${differing.map(([name]) => `${name}: ${JSON.stringify(settings[name])}`).join(', ')}); ` +
        'these tests expect the demo values. Run "npm run build:test" (npm test does), then the tests.',
    );
  }
}

/**
 * Every call to action: its ping id and the page its link is on (dist/headers.json's
 * callsToAction). Written out by hand, so a renamed or missing id fails the tests.
 */
export const expectedCallsToAction: Record<string, '/' | '/bio'> = {
  'menu/cadastro': '/',
  'hero/cadastro': '/',
  'monetize/cadastro': '/',
  'products/cadastro': '/',
  'testimonials/cadastro': '/',
  'chat/whatsapp': '/',
  'chat-bubble/whatsapp': '/',
  'toast/cadastro': '/',
  'bio/cadastro': '/bio',
  'bio/whatsapp': '/bio',
};
