// The landing page's fixed header: translucent past 50 px of scroll, and the mobile slide-in menu.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Header } from '../../src/app/pages/landing/Header';
import { renderWithSite, scrollPageTo } from './render';

const header = suite('Header');

header.after.each(() => {
  cleanup();
  window.scrollTo(0, 0);
});

const menuLinks = [
  ['Home', '#home'],
  ['Monetize Conosco', '#monetize'],
  ['Produtos', '#products'],
  ['Depoimentos', '#depoimentos'],
];

function isTranslucent(): boolean {
  return screen.getByRole('banner').hasAttribute('data-scrolled');
}

function menuToggle(): HTMLElement {
  return screen.getByRole('button', { name: /menu/i });
}

/** The slide-in panel the toggle controls. */
function menuPanel(): HTMLElement {
  const id = menuToggle().getAttribute('aria-controls');
  assert.ok(id, 'the toggle names the panel it controls');
  const panel = document.getElementById(id);
  assert.ok(panel, 'the controlled panel is in the page');
  return panel;
}

function isMenuOpen(): boolean {
  const expanded = menuToggle().getAttribute('aria-expanded');
  assert.is(menuPanel().hasAttribute('data-open'), expanded === 'true', 'the panel is shown exactly while the menu is open');
  return expanded === 'true';
}

header('is transparent at scroll 50 px or less', () => {
  renderWithSite(<Header />);
  assert.not.ok(isTranslucent(), 'at the top of the page');
  scrollPageTo(50);
  assert.not.ok(isTranslucent(), 'at exactly 50 px');
});

header('turns translucent once the page is scrolled more than 50 px', () => {
  renderWithSite(<Header />);
  scrollPageTo(51);
  assert.ok(isTranslucent());
});

header('turns transparent again when scrolled back to 50 px or less', () => {
  renderWithSite(<Header />);
  scrollPageTo(400);
  assert.ok(isTranslucent());
  scrollPageTo(50);
  assert.not.ok(isTranslucent());
  scrollPageTo(51);
  scrollPageTo(0);
  assert.not.ok(isTranslucent());
});

header('has the anchor links Home, Monetize Conosco, Produtos and Depoimentos, in the bar and in the mobile menu', () => {
  renderWithSite(<Header />);
  for (const navName of ['Principal', 'Menu']) {
    const links = within(screen.getByRole('navigation', { name: navName })).getAllByRole('link');
    assert.equal(
      links.map((link) => [link.textContent, link.getAttribute('href')]),
      menuLinks,
      `${navName} navigation`,
    );
  }
});

header('the mobile menu starts closed', () => {
  renderWithSite(<Header />);
  assert.is(menuToggle().getAttribute('aria-expanded'), 'false');
  assert.not.ok(isMenuOpen());
});

header('the toggle opens the mobile menu and closes it again', () => {
  renderWithSite(<Header />);
  fireEvent.click(menuToggle());
  assert.is(menuToggle().getAttribute('aria-expanded'), 'true');
  assert.not.ok(menuPanel().hasAttribute('inert'), 'the open panel is not inert');
  assert.ok(isMenuOpen());
  fireEvent.click(menuToggle());
  assert.not.ok(isMenuOpen());
});

header('opening the mobile menu moves focus to its first link', () => {
  renderWithSite(<Header />);
  fireEvent.click(menuToggle());
  assert.is(document.activeElement, within(menuPanel()).getByRole('link', { name: 'Home' }));
});

header('Escape closes the mobile menu and returns focus to the toggle', () => {
  renderWithSite(<Header />);
  fireEvent.click(menuToggle());
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
  assert.not.ok(isMenuOpen());
  assert.is(document.activeElement, menuToggle());
});

header('a pointer down outside the mobile menu closes it', () => {
  renderWithSite(<Header />);
  fireEvent.click(menuToggle());
  fireEvent.pointerDown(document.body);
  assert.not.ok(isMenuOpen());
});

header('a pointer down inside the mobile menu keeps it open', () => {
  renderWithSite(<Header />);
  fireEvent.click(menuToggle());
  fireEvent.pointerDown(within(menuPanel()).getByRole('navigation', { name: 'Menu' }));
  assert.ok(isMenuOpen());
});

header('picking a link in the mobile menu closes it', () => {
  renderWithSite(<Header />);
  fireEvent.click(menuToggle());
  const link = within(menuPanel()).getByRole('link', { name: 'Produtos' });
  // A real click on the link: stop only the browser's own navigation to #products.
  link.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(link);
  assert.not.ok(isMenuOpen());
});

header.run();
