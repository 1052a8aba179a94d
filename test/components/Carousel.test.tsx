// The looping carousel on a fake clock: its accessible structure, buttons, arrow keys and autoplay.
// The prerendered native scroller it starts as is in Carousel-prerendered.test.tsx.
import * as assert from 'uvu/assert';
import { act, fireEvent, screen } from '@testing-library/react';
import type { Window as HappyDOMWindow } from 'happy-dom';
import { Carousel } from '../../src/app/carousel/Carousel';
import { FakeClock } from '../support/fake-clock';
import { advance, preferReducedMotion, renderWithSite } from './render';
import { carouselSuite, label, next, pause, previous, resume, slideLabels, slides, slidesInView } from './carousel-fixture';

const { tests: carousel, restore } = carouselSuite('Carousel');

function renderCarousel() {
  const clock = new FakeClock();
  renderWithSite(<Carousel label={label} slides={slides} clock={clock} />);
  return { clock, region: screen.getByRole('region', { name: label }) };
}

/** Sets the viewport width the way a resized browser window would, until the test ends. */
function resizeViewport(widthPx: number) {
  const { happyDOM } = window as unknown as HappyDOMWindow;
  const { innerWidth, innerHeight } = window;
  act(() => happyDOM.setViewport({ width: widthPx }));
  restore(() => happyDOM.setViewport({ width: innerWidth, height: innerHeight }));
}

carousel('is a region with the carousel role description and its label', () => {
  const { region } = renderCarousel();
  assert.is(region.getAttribute('aria-roledescription'), 'carousel');
});

carousel("has 5 slides, each a group labelled '1 de 5' … '5 de 5'", () => {
  renderCarousel();
  const groups = screen.getAllByRole('group');
  assert.equal(
    groups.map((slide) => slide.getAttribute('aria-label')),
    slideLabels,
  );
  for (const slide of groups) assert.is(slide.getAttribute('aria-roledescription'), 'slide');
});

// Slides per view as useSlidesPerView decides it from the window's width: 1 below 768 px, 2 from
// 768 px, 3 from 1024 px, on both sides of each breakpoint.
const perViewByWidth: Array<[widthPx: number, inView: string[]]> = [
  [390, ['1 de 5']],
  [767, ['1 de 5']],
  [768, ['1 de 5', '2 de 5']],
  [1023, ['1 de 5', '2 de 5']],
  [1024, ['1 de 5', '2 de 5', '3 de 5']],
  [1920, ['1 de 5', '2 de 5', '3 de 5']],
];
for (const [widthPx, inView] of perViewByWidth) {
  carousel(`shows ${inView.length} slide(s) per view at ${widthPx} px: only those are reachable`, () => {
    resizeViewport(widthPx);
    renderCarousel();
    assert.equal(slidesInView(), inView);
  });
}

// Only widening is checked here: happy-dom's MediaQueryList starts every new 'change' listener
// from "not matching", so after the carousel re-subscribes at a wide viewport, narrowing it
// dispatches no change event. Narrowing is covered by the end-to-end tests in a real browser.
carousel('shows more slides per view when the window is widened', () => {
  renderCarousel();
  resizeViewport(1024);
  assert.equal(slidesInView(), ['1 de 5', '2 de 5', '3 de 5']);
});

carousel("'Próximo slide' moves to the next slide", () => {
  renderCarousel();
  next();
  assert.equal(slidesInView(), ['2 de 5']);
});

carousel("'Próximo slide' on the last slide loops back to the first", () => {
  renderCarousel();
  for (let step = 0; step < 4; step++) next();
  assert.equal(slidesInView(), ['5 de 5']);
  next();
  assert.equal(slidesInView(), ['1 de 5']);
});

carousel("'Slide anterior' on the first slide loops to the last", () => {
  renderCarousel();
  previous();
  assert.equal(slidesInView(), ['5 de 5']);
  previous();
  assert.equal(slidesInView(), ['4 de 5']);
});

carousel('neither the previous nor the next button is ever disabled while looping', () => {
  renderCarousel();
  const buttons = () => [screen.getByRole('button', { name: 'Slide anterior' }), screen.getByRole('button', { name: 'Próximo slide' })];
  const seen: string[] = [];
  for (let step = 0; step < 6; step++) {
    seen.push(...slidesInView());
    for (const button of buttons()) assert.not.ok((button as HTMLButtonElement).disabled, `${button.getAttribute('aria-label')} on ${slidesInView()}`);
    next();
  }
  previous();
  for (const button of buttons()) assert.not.ok((button as HTMLButtonElement).disabled);
  assert.equal(seen, [...slideLabels, '1 de 5'], 'went through both ends');
});

carousel('ArrowRight and ArrowLeft move the carousel', () => {
  const { region } = renderCarousel();
  fireEvent.keyDown(region, { key: 'ArrowRight' });
  assert.equal(slidesInView(), ['2 de 5']);
  fireEvent.keyDown(region, { key: 'ArrowLeft' });
  assert.equal(slidesInView(), ['1 de 5']);
  fireEvent.keyDown(region, { key: 'ArrowLeft' });
  assert.equal(slidesInView(), ['5 de 5']);
});

carousel('other keys do not move the carousel', () => {
  const { region } = renderCarousel();
  fireEvent.keyDown(region, { key: 'ArrowDown' });
  fireEvent.keyDown(region, { key: 'Enter' });
  assert.equal(slidesInView(), ['1 de 5']);
});

carousel('autoplay advances one slide every 4 s', () => {
  const { clock } = renderCarousel();
  advance(clock, 3_999);
  assert.equal(slidesInView(), ['1 de 5'], 'not yet at 3999 ms');
  advance(clock, 1);
  assert.equal(slidesInView(), ['2 de 5'], 'at 4000 ms');
  advance(clock, 4_000);
  assert.equal(slidesInView(), ['3 de 5'], 'at 8000 ms');
});

carousel("the rotation button stops autoplay and then reads 'Retomar a rotação automática dos slides'", () => {
  const { clock } = renderCarousel();
  fireEvent.click(screen.getByRole('button', { name: pause }));
  assert.ok(screen.getByRole('button', { name: resume }));
  assert.is(screen.queryByRole('button', { name: pause }), null);
  advance(clock, 20_000);
  assert.equal(slidesInView(), ['1 de 5']);
});

carousel('the rotation button resumes autoplay after stopping it', () => {
  const { clock } = renderCarousel();
  fireEvent.click(screen.getByRole('button', { name: pause }));
  fireEvent.click(screen.getByRole('button', { name: resume }));
  assert.ok(screen.getByRole('button', { name: pause }));
  advance(clock, 4_000);
  assert.equal(slidesInView(), ['2 de 5']);
});

carousel('hovering with a mouse pauses autoplay; leaving resumes it', () => {
  const { clock, region } = renderCarousel();
  fireEvent.pointerEnter(region, { pointerType: 'mouse' });
  advance(clock, 20_000);
  assert.equal(slidesInView(), ['1 de 5'], 'paused while hovered');
  fireEvent.pointerLeave(region, { pointerType: 'mouse' });
  advance(clock, 4_000);
  assert.equal(slidesInView(), ['2 de 5'], 'running again after leaving');
});

carousel('a touch on the carousel does not count as hovering: autoplay keeps running', () => {
  const { clock, region } = renderCarousel();
  fireEvent.pointerEnter(region, { pointerType: 'touch' });
  advance(clock, 4_000);
  assert.equal(slidesInView(), ['2 de 5']);
});

carousel('autoplay never runs when the visitor prefers reduced motion', () => {
  restore(preferReducedMotion());
  const { clock } = renderCarousel();
  advance(clock, 20_000);
  assert.equal(slidesInView(), ['1 de 5']);
});

/** The labels of the slides whose content is rendered. */
function slidesRendered(): string[] {
  return screen
    .getAllByRole('group')
    .filter((slide) => slide.textContent !== '')
    .map((slide) => slide.getAttribute('aria-label') ?? '');
}

// The pictures of far slides are kept from loading by the browser (lazy loading, and CSS that skips
// rendering slides away from the viewport), not by leaving them out: a visitor without JavaScript
// scrolls to every one of them.
carousel('once mounted, renders the slides in view or next in line (not the one parked before the first), and every slide once the visitor reaches for it', () => {
  renderCarousel();
  assert.equal(slidesRendered(), ['1 de 5', '2 de 5']);
  assert.equal(slidesInView(), ['1 de 5']);
  fireEvent.focus(screen.getByRole('region', { name: label }));
  assert.equal(slidesRendered(), slideLabels);
});

carousel.run();
