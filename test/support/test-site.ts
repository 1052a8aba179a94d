// The site settings the test build uses, and what they must produce, written out by hand: the
// tests compare the built site with these literals, never with the project's own link builders.
// `npm test` builds dist/ with them (npm run build:test); the suites that read dist/ check first
// that it was built so, and say how to fix it when it was not.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The environment `npm run build:test` builds with: every site variable set, none left to defaults. */
export const testSiteEnvironment = {
  SITE_URL: 'https://negocios.teste.example',
  SPONSOR: 'joana_123.x',
  // An existing query parameter, which the link must keep.
  REGISTER_URL: 'https://cadastro.teste.example/register?lang=pt-BR',
  WHATSAPP_NUMBER: '5551987654321',
  // An accent, a space, & and ? : each must be encoded in the chat link.
  WHATSAPP_MESSAGE: 'Olá! Quero ser revendedor & saber mais?',
  SOCIAL_PROOF: 'on',
} as const;

export const expectedSiteUrl = 'https://negocios.teste.example';
export const expectedRegisterHref = 'https://cadastro.teste.example/register?lang=pt-BR&sponsor=joana_123.x';
export const expectedChatHref = 'https://wa.me/5551987654321?text=Ol%C3%A1!%20Quero%20ser%20revendedor%20%26%20saber%20mais%3F';

/**
 * Throws a clear error when dist/ was built with other site settings than the test ones (a plain
 * `npm run build` with the operator's environment, say): the literal expectations would all fail.
 */
export function requireTestBuild(distDir: string): void {
  const { settings } = JSON.parse(readFileSync(join(distDir, 'build.json'), 'utf8')) as { settings: Record<string, unknown> };
  const built = [settings.siteUrl, settings.sponsor, settings.registerUrl, settings.whatsappNumber, settings.whatsappMessage, settings.socialProof];
  const wanted = [...Object.values(testSiteEnvironment).slice(0, 5), true];
  if (JSON.stringify(built) !== JSON.stringify(wanted)) {
    throw new Error(
      `dist/ was built with other site settings (${JSON.stringify(settings)}); these tests expect the test settings of test/support/test-site.ts. Run "npm run build:test" (npm test does), then the tests.`,
    );
  }
}
