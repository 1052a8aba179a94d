// nginx.conf and _redirects for a team of a thousand: nginx refuses a config with a parameter over
// its 4 KB buffer ("too long parameter"), so nothing may grow one name per member in a single line;
// removed members redirect to / on static hosts too.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cdnRedirectsFile, nginxConfig } from '../../src/builder/output/export-headers';
import type { FileRule, HeaderRules } from '../../src/contracts/site-format';

const rule = (file: string): FileRule => ({ contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache', identity: { file, size: 1, etag: '"e"' } });
const slugs = Array.from({ length: 1000 }, (_, i) => `membro-${String(i).padStart(4, '0')}`);

function teamRules(): HeaderRules {
  const pages: Record<string, string> = { '/': 'index.html', '/bio': 'bio.html' };
  const saveDataPages: Record<string, string> = { 'bio.html': 'bio.save-data.html', '404.html': '404.save-data.html' };
  const callsToAction: Record<string, string> = { 'hero/cadastro': '/', 'bio/whatsapp': '/bio' };
  const memberPingDestinations: Record<string, Record<string, string>> = {};
  for (const slug of slugs) {
    Object.assign(pages, { [`/${slug}`]: `equipe/${slug}/index.html`, [`/${slug}/bio`]: `equipe/${slug}/bio.html` });
    saveDataPages[`equipe/${slug}/bio.html`] = `equipe/${slug}/bio.save-data.html`;
    Object.assign(callsToAction, { [`${slug}/hero/cadastro`]: `/${slug}`, [`${slug}/bio/whatsapp`]: `/${slug}/bio` });
    memberPingDestinations[slug] = { cadastro: `https://r.com.br/c?sponsor=${slug}`, whatsapp: 'https://wa.me/5551987654321' };
  }
  const files = Object.fromEntries([...Object.values(pages), ...Object.values(saveDataPages), '404.html'].map((file) => [file, rule(file)]));
  return {
    security: { 'X-Frame-Options': 'DENY' },
    files,
    pages,
    notFoundPage: '404.html',
    publicFiles: {},
    saveDataPages,
    callsToAction,
    pingDestinations: { cadastro: 'https://r.com.br/c?sponsor=ana', whatsapp: 'https://wa.me/5551912345678' },
    memberPingDestinations,
    removedMembers: ['caio', 'dora'],
  };
}

test("a thousand members' nginx.conf: no line near nginx's 4 KB parameter buffer", () => {
  const config = nginxConfig(teamRules());
  const longest = Math.max(...config.split('\n').map((line) => Buffer.byteLength(line)));
  assert.ok(longest < 2048, `a line of ${longest} bytes`);
  assert.ok(config.includes('location ^~ /ping/membro-0999/ {'), "each member's pings have a location of their own");
  assert.ok(config.includes('location ^~ /equipe/ {\n    return 404;\n}'), "members' page files are never served by name");
});

test('_redirects: removed members to /, no rule per live member (static hosts cap their rules)', () => {
  const redirects = cdnRedirectsFile(teamRules());
  assert.equal(redirects.split('\n').filter((line) => /caio|dora/.test(line)), ['/caio / 301', '/caio/bio / 301', '/dora / 301', '/dora/bio / 301']);
  assert.not.ok(redirects.includes('membro-'));
});

test.run();
