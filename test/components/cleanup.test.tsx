// Every effect cleans up after itself: once a page or component unmounts, no timer, interval,
// animation frame, listener on the window, document or a media query, or observer it started is
// left running. Each page is rendered whole (the real timers of its toast and carousel included),
// exercised so its effects subscribe, then unmounted; what is still live is listed by where it
// was started. The components on an injected fake clock are checked for pending timers as well.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { App } from '../../src/app/App';
import { allPages } from '../../src/app/pages/all-pages';
import { Carousel } from '../../src/app/carousel/Carousel';
import { SocialProofToast } from '../../src/app/toast/SocialProofToast';
import { Tooltip, TooltipGroupProvider } from '../../src/app/tooltip/Tooltip';
import { createTooltipDelayGroup } from '../../src/app/tooltip/delays';
import { FakeClock, sequence } from '../support/fake-clock';
import { trackLiveResources, type LiveResources } from '../support/live-resources';
import { advance, renderWithSite, scrollPageTo, testConfig } from './render';

const cleanupSuite = suite<{ tracker?: LiveResources }>('effect cleanup on unmount');

cleanupSuite.before(() => {
  // React subscribes to a few document events once per document, for good: do that first, so only
  // what the site's own code starts is tracked.
  render(<p>warm-up</p>);
  cleanup();
});

cleanupSuite.before.each((context) => {
  window.history.replaceState(null, '', '/');
  context.tracker = trackLiveResources();
});

cleanupSuite.after.each((context) => {
  cleanup();
  context.tracker?.stop();
  window.scrollTo(0, 0);
  window.history.replaceState(null, '', '/');
});

function assertNothingLive(tracker: LiveResources | undefined, what: string): void {
  assert.equal(tracker!.live(), [], `${what} left running after unmount`);
}

cleanupSuite('the landing page, scrolled, with the menu open and a tooltip pending, leaves nothing running', ({ tracker }) => {
  render(<App config={testConfig} pages={allPages} />);
  scrollPageTo(1_500); // scroll listeners: header, chat bubble, back-to-top
  const toggle = screen.getByRole('button', { name: /Abrir menu/ });
  fireEvent.click(toggle); // the open menu listens for Escape and outside clicks on the document
  assert.is(toggle.getAttribute('aria-expanded'), 'true');
  fireEvent.pointerEnter(screen.getByRole('button', { name: 'Próximo slide' }), { pointerType: 'mouse' });
  const before = tracker!.live();
  assert.ok(before.some((line) => line.startsWith('timeout')), `the toast and carousel timers are running: ${before.join('; ')}`);
  assert.ok(before.some((line) => line.includes("'keydown' listener on document")), 'the open menu listens on the document');
  cleanup();
  assertNothingLive(tracker, 'the landing page');
});

for (const path of ['/bio', '/pagina-inexistente']) {
  cleanupSuite(`${path} leaves nothing running`, ({ tracker }) => {
    window.history.replaceState(null, '', path);
    const restore = silenceNotFoundLog();
    try {
      render(<App config={testConfig} pages={allPages} />);
      scrollPageTo(400);
      cleanup();
    } finally {
      restore();
    }
    assertNothingLive(tracker, path);
  });
}

cleanupSuite('moving between routes unmounts the old page cleanly', ({ tracker }) => {
  render(<App config={testConfig} pages={allPages} />);
  act(() => window.history.pushState(null, '', '/bio'));
  act(() => window.dispatchEvent(new PopStateEvent('popstate')));
  assert.ok(screen.getByText('Somos representantes Oficiais Ozonteck'));
  cleanup();
  assertNothingLive(tracker, 'the landing page left for /bio');
});

/** The 404 page logs the path it was asked for; keep that line out of the test output. */
function silenceNotFoundLog(): () => void {
  const original = console.error;
  console.error = () => {};
  return () => {
    console.error = original;
  };
}

// The same on the fake clocks the components accept: no pending timer after unmount, at every phase.
const toastPhases: Array<[string, number]> = [
  ['waiting for the first toast', 1_000],
  ['showing a toast', 20_000],
  ['fading a toast out', 25_200],
  ['waiting for the next toast', 26_000],
];
for (const [phase, elapsedMs] of toastPhases) {
  cleanupSuite(`the toast stops its timers when unmounted while ${phase}`, () => {
    const clock = new FakeClock();
    renderWithSite(<SocialProofToast clock={clock} random={sequence(0.5)} playSound={() => {}} pageShownForMs={() => 0} />);
    advance(clock, elapsedMs);
    assert.ok(clock.pendingTimers > 0, 'a timer is pending before unmount');
    cleanup();
    assert.is(clock.pendingTimers, 0);
  });
}

cleanupSuite('the carousel stops autoplay when unmounted', () => {
  const clock = new FakeClock();
  renderWithSite(<Carousel label="Exemplos" slides={[1, 2, 3, 4, 5].map((n) => <p key={n}>Slide {n}</p>)} clock={clock} />);
  advance(clock, 100);
  assert.ok(clock.pendingTimers > 0, 'autoplay is running');
  cleanup();
  assert.is(clock.pendingTimers, 0);
});

cleanupSuite('a tooltip cancels its pending open delay when unmounted', () => {
  const clock = new FakeClock();
  render(
    <TooltipGroupProvider value={createTooltipDelayGroup(clock)}>
      <Tooltip label="Dica">
        {(triggerProps) => (
          <button type="button" {...triggerProps}>
            Botão
          </button>
        )}
      </Tooltip>
    </TooltipGroupProvider>,
  );
  fireEvent.pointerEnter(screen.getByRole('button', { name: 'Botão' }), { pointerType: 'mouse' });
  assert.ok(clock.pendingTimers > 0, 'the open delay is pending');
  cleanup();
  assert.is(clock.pendingTimers, 0);
});

cleanupSuite.run();
