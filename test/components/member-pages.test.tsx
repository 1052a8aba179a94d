// A team member's pages (src/contracts/members.ts): the card near the top, every call to action with
// the member's links and counted under the member's ids, and the router keeping the visitor inside
// the member's pages. Expected values are written out here, never taken from the code under test.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { App } from '../../src/app/App';
import type { MemberProfile } from '../../src/contracts/members';
import { maria } from '../support/members';
import { allPages } from '../../src/app/pages/all-pages';
import { navigate } from '../../src/app/router/history';
import { memberDataHtml, memberSiteConfig } from '../../src/app/member/member-page';
import { pageConfigOf } from '../../src/app/member/member-data';
import { stubProperty, testConfig } from './render';

const pages = suite("a member's pages");

pages.after.each(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function showMember(path: string, member: MemberProfile = maria) {
  window.history.replaceState(null, '', path);
  return render(<App config={memberSiteConfig(testConfig, member)} pages={allPages} />);
}

/** Every outbound link on screen: [href, ping]. */
const outbound = () =>
  [...document.querySelectorAll('a[ping]')].map((link) => [link.getAttribute('href'), link.getAttribute('ping')]);

pages("/maria: the card 'Seu contato: Maria Souza' with her photo in AVIF and WebP, 56 px, before the headline", () => {
  showMember('/maria');
  const card = screen.getByText('Seu contato:').closest('p')!;
  assert.is(card.textContent, 'Seu contato: Maria Souza');
  const sources = [...card.querySelectorAll('picture source')].map((source) => [
    source.getAttribute('type'),
    source.getAttribute('srcset'),
    source.getAttribute('sizes'),
  ]);
  assert.equal(sources, [
    ['image/avif', '/assets/equipe-maria-56.ph0t0.avif 56w, /assets/equipe-maria-112.ph0t0.avif 112w, ' +
      '/assets/equipe-maria-168.ph0t0.avif 168w', '56px'],
    ['image/webp', '/assets/equipe-maria-56.ph0t0.webp 56w, /assets/equipe-maria-112.ph0t0.webp 112w, ' +
      '/assets/equipe-maria-168.ph0t0.webp 168w', '56px'],
  ]);
  const img = card.querySelector('img')!;
  assert.equal([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')], ['56', '56', '']);
  assert.is(img.getAttribute('src'), '/assets/equipe-maria-112.ph0t0.webp');
  const headline = screen.getByRole('heading', { level: 1 });
  assert.ok(card.compareDocumentPosition(headline) & Node.DOCUMENT_POSITION_FOLLOWING, 'the card comes first');
});

pages('a member without a photo: the card shows the initials and the name, no picture', () => {
  showMember('/maria', { ...maria, name: 'Maria da Silva Souza', photo: undefined });
  const card = screen.getByText('Seu contato:').closest('p')!;
  assert.is(card.querySelector('picture'), null);
  assert.is(card.textContent, 'MSSeu contato: Maria da Silva Souza');
});

pages("/maria: every call to action leads to Maria's links, pinged under her ids", () => {
  // The chat bubble's and the toast's links come and go with the scroll and the clock: the browser
  // tests (test/e2e/member-pages.test.ts) follow them; here, the links always on the page.
  showMember('/maria');
  const register = 'https://escritorio.test/register?sponsor=maria77';
  const chat = 'https://wa.me/5511988887777?text=Oi%20Maria';
  assert.equal(outbound(), [
    [register, '/ping/maria/menu/cadastro'],
    [register, '/ping/maria/hero/cadastro'],
    [register, '/ping/maria/monetize/cadastro'],
    [register, '/ping/maria/products/cadastro'],
    [register, '/ping/maria/testimonials/cadastro'],
    [chat, '/ping/maria/chat/whatsapp'],
  ]);
  assert.not.ok(document.body.innerHTML.includes('sponsor=teste'), "none of the operator's links");
});

pages("/maria/bio: the card under the logo, and the buttons to Maria's landing page and links", () => {
  showMember('/maria/bio');
  assert.ok(screen.getByText('Maria Souza'));
  assert.is(screen.getByRole('link', { name: 'Seja um Revendedor' }).getAttribute('href'), '/maria');
  assert.equal(outbound(), [
    ['https://escritorio.test/register?sponsor=maria77', '/ping/maria/bio/cadastro'],
    ['https://wa.me/5511988887777?text=Oi%20Maria', '/ping/maria/bio/whatsapp'],
  ]);
  assert.is(document.title, 'Maria Souza · Negócios Ozonteck · Links');
});

pages('the router keeps the visitor in the member\'s pages: /maria/bio → /maria without a document load', () => {
  showMember('/maria/bio');
  const bioHeading = screen.getByRole('heading', { level: 1, name: 'Negócios Ozonteck' });
  fireEvent.click(screen.getByRole('link', { name: 'Seja um Revendedor' }));
  assert.is(window.location.pathname, '/maria');
  assert.not.ok(bioHeading.isConnected, 'the bio page was replaced in place');
  assert.ok(screen.getByRole('heading', { level: 1, name: /R\$970/ }));
  assert.ok(screen.getByText('Maria Souza'), "Maria's card on her landing page");
  assert.is(document.title, 'Maria Souza · Negócios Ozonteck · Seja um revendedor');
  act(() => navigate('/maria/bio/'));
  assert.ok(screen.getByText('Somos representantes Oficiais Ozonteck'), '/maria/bio/ is her bio page');
});

pages("an unknown path under the member, or another member's page, is the 404 page, whose way back is the member's", () => {
  const { calls, restore } = silenceConsoleError();
  try {
    showMember('/maria');
    for (const path of ['/maria/nada', '/joana', '/joana/bio']) {
      act(() => navigate(path));
      assert.ok(screen.getByText('Oops! Page not found'), path);
      assert.is(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href'), '/maria');
    }
    assert.is(calls.length, 3);
  } finally {
    restore();
  }
});

pages("the operator's pages have no card; their links stay the operator's", () => {
  render(<App config={testConfig} pages={allPages} />);
  assert.is(screen.queryByText('Seu contato:'), null);
  assert.ok(outbound().every(([, ping]) => /^\/ping\/[a-z-]+\/[a-z]+$/.test(ping!)), 'operator ids have one slash');
  act(() => navigate('/bio'));
  assert.is(screen.getByRole('link', { name: 'Seja um Revendedor' }).getAttribute('href'), '/');
});

pages("the member's page carries what the app needs as a JSON data block, nothing executable, '<' escaped", () => {
  const config = memberSiteConfig(testConfig, { ...maria, name: 'Maria </script><b>' });
  const block = memberDataHtml(config);
  assert.ok(block.startsWith('<script type="application/json" id="member-page">'), block);
  assert.not.ok(block.slice(1, -9).includes('</script>'), 'no value closes the element early');
  document.head.innerHTML = block;
  try {
    const read = pageConfigOf(document);
    assert.equal(read, { registerHref: maria.registerHref, chatHref: maria.chatHref, member: config.member });
    window.history.replaceState(null, '', '/maria');
    render(<App config={{ ...testConfig, ...read }} pages={allPages} />);
    assert.is(screen.getByText('Maria </script><b>').tagName, 'STRONG', 'the name shows as text in the card');
  } finally {
    document.head.innerHTML = '';
  }
  assert.equal(pageConfigOf(document), {}, "nothing on the operator's pages");
});

function silenceConsoleError(): { calls: unknown[][]; restore: () => void } {
  const calls: unknown[][] = [];
  const restore = stubProperty(console, 'error', (...args: unknown[]) => void calls.push(args));
  return { calls, restore };
}

pages.run();
