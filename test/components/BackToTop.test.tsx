// The back-to-top button: visible past 300 px of scroll, scrolls smoothly to the top.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { BackToTop } from '../../src/app/pages/landing/BackToTop';
import { preferReducedMotion, renderWithSite, scrollPageTo, stubProperty } from './render';

const backToTop = suite('BackToTop');

let restores: Array<() => void> = [];

backToTop.after.each(() => {
  cleanup();
  for (const restore of restores.reverse()) restore();
  restores = [];
  window.scrollTo(0, 0);
});

/** Records every window.scrollTo call the button makes. */
function spyOnScrollTo(): unknown[][] {
  const calls: unknown[][] = [];
  restores.push(stubProperty(window, 'scrollTo', ((...args: unknown[]) => void calls.push(args)) as typeof window.scrollTo));
  return calls;
}

function renderBackToTop() {
  const { container } = renderWithSite(<BackToTop />);
  const dock = container.firstElementChild;
  assert.ok(dock, 'the dock is rendered');
  return { dock, button: screen.getByRole('button', { name: 'Voltar ao topo' }) };
}

backToTop('is hidden at 300 px of scroll or less', () => {
  const { dock } = renderBackToTop();
  assert.not.ok(dock.hasAttribute('data-visible'), 'at the top');
  scrollPageTo(300);
  assert.not.ok(dock.hasAttribute('data-visible'), 'at exactly 300 px');
});

backToTop('is visible after scrolling more than 300 px', () => {
  const { dock } = renderBackToTop();
  scrollPageTo(301);
  assert.ok(dock.hasAttribute('data-visible'));
});

backToTop('hides again when scrolled back to 300 px or less', () => {
  const { dock } = renderBackToTop();
  scrollPageTo(1200);
  scrollPageTo(300);
  assert.not.ok(dock.hasAttribute('data-visible'));
});

backToTop('scrolls smoothly to the top', () => {
  const { button } = renderBackToTop();
  scrollPageTo(1200);
  const calls = spyOnScrollTo();
  fireEvent.click(button);
  assert.equal(calls, [[{ top: 0, behavior: 'smooth' }]]);
});

backToTop('jumps to the top without animation when the visitor prefers reduced motion', () => {
  restores.push(preferReducedMotion());
  const { button } = renderBackToTop();
  scrollPageTo(1200);
  const calls = spyOnScrollTo();
  fireEvent.click(button);
  assert.equal(calls, [[{ top: 0, behavior: 'instant' }]]);
});

backToTop.run();
