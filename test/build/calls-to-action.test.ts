// Every outbound link of every prerendered page carries a ping to a known call to action, on the
// page the build's table says, once; internal links carry none; and the ping leaves the outbound
// URL exactly as it was (no tracking parameter). The links rendered later (the chat bubble, the
// toast) are checked in their component tests and followed in test/e2e/pings.test.ts.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseBuilt } from '../support/built-html';
import { expectedCallsToAction, expectedChatHref, expectedRegisterHref, expectedSiteUrl, requireTestBuild } from '../support/test-site';
import { distDir } from '../support/serve';

requireTestBuild(distDir);

const links = suite('calls to action in the prerendered pages');

// Each page parsed once (happy-dom is the slow part).
const pages = [
  { file: 'index.html', path: '/' },
  { file: 'bio.html', path: '/bio' },
  { file: '404.html', path: null },
].map((page) => ({ ...page, document: parseBuilt(page.file) }));

const isOutbound = (href: string) => /^https?:\/\//.test(href) && !href.startsWith(expectedSiteUrl);

for (const { file, path, document } of pages) {
  links(`${file}: every outbound link pings a known id of this page, once; internal links do not ping`, () => {
    const anchors = [...document.querySelectorAll('a')];
    const seen: string[] = [];
    for (const anchor of anchors) {
      const href = anchor.getAttribute('href') ?? '';
      const ping = anchor.getAttribute('ping');
      if (!isOutbound(href)) {
        assert.is(ping, null, `${file}: the internal link ${href || '(placeholder)'} pings`);
        continue;
      }
      assert.ok(ping, `${file}: the outbound link to ${href} has no ping`);
      const id = /^\/ping\/(.+)$/.exec(ping)?.[1] ?? '';
      assert.is(expectedCallsToAction[id], path ?? undefined, `${file}: ${ping} is not a call to action of ${path}`);
      assert.is(href, id.endsWith('/whatsapp') ? expectedChatHref : expectedRegisterHref, `${id}: the outbound URL is exactly the destination`);
      seen.push(id);
    }
    assert.equal(seen, [...new Set(seen)], `${file}: an id used twice`);
    if (path === null) assert.equal(seen, [], 'the 404 page has no call to action');
  });
}

links('the prerendered pages hold every call to action but the two that appear later (chat bubble, toast)', () => {
  const pinged = pages.flatMap(({ document }) => [...document.querySelectorAll('a[ping]')].map((anchor) => anchor.getAttribute('ping')!.slice('/ping/'.length)));
  const later = ['chat-bubble/whatsapp', 'toast/cadastro'];
  assert.equal(pinged.sort(), Object.keys(expectedCallsToAction).filter((id) => !later.includes(id)).sort());
});

links.run();
