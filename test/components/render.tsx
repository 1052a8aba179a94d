// Shared set-up for component tests: render inside the providers the app gives every page, move the
// page's scroll position, and stub a global for one test.
import type { ReactElement, ReactNode } from 'react';
import { act, fireEvent, render, type RenderResult } from '@testing-library/react';
import { SiteConfigProvider } from '../../src/app/ui/SiteConfigContext';
import type { SiteConfig } from '../../src/settings/links';
import { TooltipGroupProvider } from '../../src/app/tooltip/Tooltip';
import { createTooltipDelayGroup } from '../../src/app/tooltip/delays';
import { FakeClock } from '../support/fake-clock';

export const testConfig: SiteConfig = {
  registerHref: 'https://escritorio.test/register?sponsor=teste',
  chatHref: 'https://wa.me/5551999999999?text=Quero%20me%20cadastrar',
  socialProof: true,
  buildYear: 2020,
};

/**
 * Renders `ui` with the site config and a tooltip group on its own fake clock, so hovering an icon
 * button never starts a real timer.
 */
export function renderWithSite(ui: ReactElement, config: SiteConfig = testConfig): RenderResult {
  const tooltipGroup = createTooltipDelayGroup(new FakeClock());
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <SiteConfigProvider config={config}>
      <TooltipGroupProvider value={tooltipGroup}>{children}</TooltipGroupProvider>
    </SiteConfigProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

/** Scrolls the page to `yPx` and tells listeners, as the browser does after a scroll. */
export function scrollPageTo(yPx: number): void {
  window.scrollTo(0, yPx);
  fireEvent.scroll(window);
}

/** Moves the fake clock inside act, so state set by the timers it fires is rendered. */
export function advance(clock: FakeClock, ms: number): void {
  act(() => clock.advance(ms));
}

/** Replaces `target[key]` for one test; the returned function puts the original back exactly. */
export function stubProperty<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): () => void {
  const own = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { value, configurable: true, writable: true });
  return () => {
    if (own) Object.defineProperty(target, key, own);
    else delete target[key];
  };
}

/** A stand-in MediaQueryList whose answer is fixed. */
export function fixedMediaQueryList(media: string, matches: boolean): MediaQueryList {
  return {
    media,
    matches,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/** Makes `(prefers-reduced-motion: reduce)` match; every other query keeps happy-dom's answer. */
export function preferReducedMotion(): () => void {
  const original = window.matchMedia;
  return stubProperty(window, 'matchMedia', (query: string) =>
    query === '(prefers-reduced-motion: reduce)' ? fixedMediaQueryList(query, true) : original.call(window, query),
  );
}
