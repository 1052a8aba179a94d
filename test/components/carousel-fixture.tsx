// What the carousel's component tests share: five labelled slides, the control names, the slides a
// visitor can reach, and the one suite set-up (the render cleaned up and every stub restored after
// each test).
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { suite } from 'uvu';

export const label = 'Exemplos de ganhos';
export const slideLabels = ['1 de 5', '2 de 5', '3 de 5', '4 de 5', '5 de 5'];
export const slides = slideLabels.map((_, index) => <p key={index}>Exemplo {index + 1}</p>);
export const pause = 'Pausar a rotação automática dos slides';
export const resume = 'Retomar a rotação automática dos slides';

/** A suite whose tests hand what they change to `restore`; it is undone, last first, after each test. */
export function carouselSuite(name: string) {
  let restores: Array<() => void> = [];
  const tests = suite(name);
  tests.after.each(() => {
    cleanup();
    for (const undo of restores.reverse()) undo();
    restores = [];
  });
  return { tests, restore: (undo: () => void) => restores.push(undo) };
}

/** The labels of the slides a visitor can reach (the others are inert). */
export function slidesInView(): string[] {
  return screen
    .getAllByRole('group')
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.getAttribute('aria-label') ?? '');
}

export const next = () => fireEvent.click(screen.getByRole('button', { name: 'Próximo slide' }));
export const previous = () => fireEvent.click(screen.getByRole('button', { name: 'Slide anterior' }));
