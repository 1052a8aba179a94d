// The prerendered carousel: the native scroller the build renders (every slide, buttons disabled),
// and the switch to the looping track once React has mounted it, from where the visitor scrolled.
import { act, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as assert from 'uvu/assert';
import { Carousel } from '../../src/app/carousel/Carousel';
import { TooltipGroupProvider } from '../../src/app/tooltip/Tooltip';
import { createTooltipDelayGroup } from '../../src/app/tooltip/delays';
import { FakeClock } from '../support/fake-clock';
import { carouselSuite, label, next, pause, slideLabels, slides, slidesInView } from './carousel-fixture';
import { stubProperty } from './render';

const { tests: carousel, restore } = carouselSuite('Carousel before and after hydration');

const buttonNames = [pause, 'Slide anterior', 'Próximo slide'];

/** The carousel inside the providers the page gives it: the prerender and the hydration render it alike. */
function page(clock: FakeClock) {
  return (
    <TooltipGroupProvider value={createTooltipDelayGroup(clock)}>
      <Carousel label={label} slides={slides} clock={clock} />
    </TooltipGroupProvider>
  );
}

/**
 * The prerendered carousel in the document, as the browser has it before any script runs. Rendered
 * as the build renders it, in Node: without the window and document happy-dom lends the tests.
 */
function prerendered(): HTMLElement {
  const browser = { window, document };
  const globals = globalThis as Record<string, unknown>;
  delete globals.window;
  delete globals.document;
  let html: string;
  try {
    html = renderToString(page(new FakeClock()));
  } finally {
    Object.assign(globals, browser);
  }
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  restore(() => container.remove());
  return container;
}

/** Hydrates `container` as the browser entry does, recording whatever React reports as wrong. */
function hydrate(container: HTMLElement): string[] {
  const problems: string[] = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) => problems.push(args.map(String).join(' '));
  try {
    let root!: Root;
    act(() => {
      root = hydrateRoot(container, page(new FakeClock()), { onRecoverableError: (error) => problems.push(String(error)) });
    });
    restore(() => act(() => root.unmount()));
  } finally {
    console.error = originalError;
  }
  return problems;
}

const buttonsDisabled = (container: HTMLElement) =>
  buttonNames.map((name) => (within(container).getByRole('button', { name }) as HTMLButtonElement).disabled);

carousel("the prerendered HTML has every slide's content, no slide inert, and its three buttons disabled", () => {
  const container = prerendered();
  const groups = within(container).getAllByRole('group');
  assert.equal(
    groups.map((slide) => [slide.getAttribute('aria-label'), slide.textContent]),
    slideLabels.map((slideLabel, index) => [slideLabel, `Exemplo ${index + 1}`]),
  );
  assert.equal(groups.filter((slide) => slide.hasAttribute('inert')).length, 0, 'a native scroller reaches every slide');
  assert.equal(buttonsDisabled(container), [true, true, true]);
});

carousel('once React has mounted the prerendered carousel, its buttons are enabled, with no hydration mismatch', () => {
  const container = prerendered();
  assert.equal(hydrate(container), []);
  assert.equal(buttonsDisabled(container), [false, false, false]);
  assert.equal(slidesInView(), ['1 de 5']);
  next();
  assert.equal(slidesInView(), ['2 de 5']);
});

carousel('a visitor who scrolled the native scroller to the third slide before hydration stays on it; the scroll is handed to the track', () => {
  const container = prerendered();
  const [firstSlide] = within(container).getAllByRole('group');
  const viewport = firstSlide!.parentElement!.parentElement!;
  // happy-dom lays nothing out: the widths a 390 px phone would give.
  restore(stubProperty(firstSlide!, 'clientWidth', 374));
  viewport.scrollLeft = 2 * 374;
  assert.equal(hydrate(container), []);
  assert.equal(slidesInView(), ['3 de 5']);
  assert.is(viewport.scrollLeft, 0);
});

carousel.run();
