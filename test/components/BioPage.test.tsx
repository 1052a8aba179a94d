// The /bio link-in-bio page.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, screen, within } from '@testing-library/react';
import { BioPage } from '../../src/app/pages/bio/BioPage';
import { renderWithSite, testConfig } from './render';

const bio = suite('BioPage');

bio.after.each(() => {
  cleanup();
});

function assertOpensInNewTab(link: HTMLElement, href: string, ping: string) {
  assert.is(link.getAttribute('href'), href);
  assert.is(link.getAttribute('ping'), ping);
  assert.is(link.getAttribute('target'), '_blank');
  assert.is(link.getAttribute('rel'), 'noopener noreferrer');
}

bio("shows the logo, the title 'Negócios Ozonteck' and the subtitle 'Somos representantes Oficiais Ozonteck'", () => {
  renderWithSite(<BioPage />);
  const main = screen.getByRole('main');
  const logo = within(main).getByRole('img', { name: 'Negócios Ozonteck' });
  assert.is(logo.tagName, 'IMG', 'the logo is an image file, named because it stands alone');
  assert.match(logo.getAttribute('src')!, /^\/assets\/logo\./);
  assert.ok(within(main).getByRole('heading', { level: 1, name: 'Negócios Ozonteck' }));
  assert.ok(within(main).getByText('Somos representantes Oficiais Ozonteck'));
});

bio('shows the four category chips: Bem Estar, Nutracêuticos, Perfumes, Capilar Ozonizado', () => {
  renderWithSite(<BioPage />);
  const chips = within(screen.getByRole('list', { name: 'Linhas de produtos' })).getAllByRole('listitem');
  assert.equal(
    chips.map((chip) => chip.textContent),
    ['Bem Estar', 'Nutracêuticos', 'Perfumes', 'Capilar Ozonizado'],
  );
});

bio("'Seja um Revendedor' leads to the landing page in the same tab", () => {
  renderWithSite(<BioPage />);
  const link = screen.getByRole('link', { name: 'Seja um Revendedor' });
  assert.is(link.getAttribute('href'), '/');
  assert.is(link.getAttribute('target'), null);
  assert.is(link.getAttribute('ping'), null, 'an internal link is not a call to action');
});

bio("'Compre Com Desconto' opens the registration page in a new tab, with noopener noreferrer, pinging /ping/bio/cadastro", () => {
  renderWithSite(<BioPage />);
  assertOpensInNewTab(screen.getByRole('link', { name: 'Compre Com Desconto' }), testConfig.registerHref, '/ping/bio/cadastro');
});

bio("'Fale Comigo' opens the chat link in a new tab, with noopener noreferrer, pinging /ping/bio/whatsapp", () => {
  renderWithSite(<BioPage />);
  assertOpensInNewTab(screen.getByRole('link', { name: 'Fale Comigo' }), testConfig.chatHref, '/ping/bio/whatsapp');
});

bio('has exactly the three link buttons, in order', () => {
  renderWithSite(<BioPage />);
  const links = within(screen.getByRole('main')).getAllByRole('link');
  assert.equal(
    links.map((link) => link.textContent),
    ['Seja um Revendedor', 'Compre Com Desconto', 'Fale Comigo'],
  );
});

bio('each button carries an icon of its own beside its label, hidden from assistive technology', () => {
  renderWithSite(<BioPage />);
  const links = within(screen.getByRole('main')).getAllByRole('link');
  const icons = links.map((link) => link.querySelector('svg'));
  for (const icon of icons) {
    assert.ok(icon, 'an icon');
    assert.is(icon!.getAttribute('aria-hidden'), 'true');
    assert.is(icon!.getAttribute('stroke'), 'currentColor', 'drawn in the button\'s text colour');
  }
  assert.is(new Set(icons.map((icon) => icon!.innerHTML)).size, 3, 'three different icons');
});

bio('the footer shows the current year, even when the build was made in an earlier year', () => {
  const currentYear = new Date().getFullYear();
  renderWithSite(<BioPage />, { ...testConfig, buildYear: 2020 });
  const footer = screen.getByRole('contentinfo');
  assert.ok(footer.textContent?.includes(String(currentYear)), `footer reads "${footer.textContent}"`);
  assert.not.ok(footer.textContent?.includes('2020'), 'no longer the build year');
});

bio.run();
