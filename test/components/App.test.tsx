import { act, cleanup, render, screen } from '@testing-library/react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { App } from '../../src/app/App';
import { allPages } from '../../src/app/pages/all-pages';
import { navigate } from '../../src/app/router/history';
import { RouteErrorBoundary } from '../../src/app/router/RouteErrorBoundary';
import { LandingPage } from '../../src/app/pages/landing/LandingPage';
import { renderWithSite, stubProperty, testConfig } from './render';

const app = suite('app: routes, error screen, social-proof switch');

app.after.each(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function silenceConsoleError(): { calls: unknown[][]; restore: () => void } {
  const calls: unknown[][] = [];
  const restore = stubProperty(console, 'error', (...args: unknown[]) => void calls.push(args));
  return { calls, restore };
}

app('a route that throws while rendering shows "Unexpected Application Error!" with the message', () => {
  const { restore } = silenceConsoleError();
  function Broken(): never {
    throw new Error('cannot read the product list');
  }
  try {
    render(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    assert.ok(screen.getByRole('heading', { name: 'Unexpected Application Error!' }));
    assert.ok(screen.getByText('cannot read the product list'));
  } finally {
    restore();
  }
});

app('the router renders / , then /bio and an unknown path without a page load, logging the unknown path', () => {
  const { calls, restore } = silenceConsoleError();
  try {
    render(<App config={testConfig} pages={allPages} />);
    assert.ok(screen.getByRole('heading', { level: 1, name: /R\$970 até R\$4\.700k \+\+/ }));
    act(() => navigate('/bio'));
    assert.ok(screen.getByRole('heading', { level: 1, name: 'Negócios Ozonteck' }));
    assert.is(document.title, 'Negócios Ozonteck · Links');
    act(() => navigate('/nada-aqui'));
    assert.ok(screen.getByText('Oops! Page not found'));
    assert.ok(screen.getByRole('link', { name: 'Return to Home' }));
    // English words on a Portuguese page: marked, so a screen reader says them in English.
    for (const words of [screen.getByText('Oops! Page not found'), screen.getByRole('link', { name: 'Return to Home' })]) assert.is(words.closest('[lang]')?.getAttribute('lang'), 'en');
    assert.equal(calls, [['404 Error: User attempted to access non-existent route:', '/nada-aqui']]);
    act(() => navigate('/bio/'));
    assert.ok(screen.getByText('Somos representantes Oficiais Ozonteck'), '/bio/ is the same page as /bio');
  } finally {
    restore();
  }
});

app('back/forward (popstate) re-renders the route the browser moved to', () => {
  render(<App config={testConfig} pages={allPages} />);
  act(() => navigate('/bio'));
  act(() => {
    window.history.replaceState(null, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  assert.ok(screen.getByRole('heading', { level: 1, name: /R\$970/ }));
});

app('the social-proof toast region is on the landing page by default, and absent with SOCIAL_PROOF=off', () => {
  renderWithSite(<LandingPage />);
  assert.is(screen.queryAllByRole('status').length, 1);
  cleanup();
  renderWithSite(<LandingPage />, { ...testConfig, socialProof: false });
  assert.is(screen.queryAllByRole('status').length, 0);
});

app.run();
