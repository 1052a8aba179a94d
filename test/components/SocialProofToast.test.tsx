// The social-proof toast on a fake clock: when it appears, what it says, its chime, and how it leaves.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { toastEntries } from '../../src/app/content/social-proof';
import { SocialProofToast } from '../../src/app/toast/SocialProofToast';
import { playNotificationSound } from '../../src/app/toast/notification-sound';
import { FakeClock, sequence } from '../support/fake-clock';
import { advance, renderWithSite, stubProperty, testConfig } from './render';

const headline = 'Acabou de se cadastrar!';

// The random source is read in this order: first delay, then at each toast the next repeat delay
// followed by the entry pick.
const firstDelayMs = 20_000; // 15 s + 0.5 × 10 s
const repeatDelayMs = 45_000; // 45 s + 0 × 15 s
const randomValues = [0.5, 0, 0.3, 0, 0.9];
const firstEntry = toastEntries[2]!; // floor(0.3 × 8)
const secondEntry = toastEntries[7]!; // floor(0.9 × 7) = 6, shifted past the previous pick (2)

/** Renders the toast on a page shown for `pageShownForMs` already (0: mounted as the page loads). */
function renderToast(pageShownForMs = 0) {
  const clock = new FakeClock();
  const sounds: Array<[string, number]> = [];
  const playSound = (src: string, volume: number) => void sounds.push([src, volume]);
  renderWithSite(<SocialProofToast clock={clock} random={sequence(...randomValues)} playSound={playSound} pageShownForMs={() => pageShownForMs} />);
  return { clock, sounds };
}

const toastShown = () => screen.queryByText(headline) !== null;

function toastPhase(): string | null {
  const toast = screen.getByText(headline).closest('[data-phase]');
  assert.ok(toast, 'the toast carries its phase');
  return toast.getAttribute('data-phase');
}

const toast = suite('SocialProofToast');

toast.after.each(() => {
  cleanup();
});

toast('shows nothing before the first random delay', () => {
  const { clock, sounds } = renderToast();
  advance(clock, firstDelayMs - 1);
  assert.not.ok(toastShown());
  assert.equal(sounds, []);
});

toast('the first delay counts from page load: mounted 3 s after it (late hydration), it shows 17 s later', () => {
  const { clock } = renderToast(3_000);
  advance(clock, firstDelayMs - 3_000 - 1);
  assert.not.ok(toastShown());
  advance(clock, 1);
  assert.ok(toastShown());
});

toast("after the first delay reads 'Acabou de se cadastrar!' with the picked entry's name, city and time", () => {
  const { clock } = renderToast();
  advance(clock, firstDelayMs);
  assert.ok(toastShown());
  assert.is(toastPhase(), 'visible');
  assert.ok(screen.getByText(firstEntry.name));
  assert.ok(screen.getByText(firstEntry.location, { exact: false }));
  assert.ok(screen.getByText(firstEntry.timeLabel));
});

toast("links 'Seja parceiro você também!' to the registration page in a new tab, with noopener noreferrer, pinging /ping/toast/cadastro", () => {
  const { clock } = renderToast();
  advance(clock, firstDelayMs);
  const link = screen.getByRole('link', { name: 'Seja parceiro você também!' });
  assert.is(link.getAttribute('href'), testConfig.registerHref);
  assert.is(link.getAttribute('ping'), '/ping/toast/cadastro');
  assert.is(link.getAttribute('target'), '_blank');
  assert.is(link.getAttribute('rel'), 'noopener noreferrer');
});

toast('plays the notification sound once, at volume 0.4, when it appears', () => {
  const { clock, sounds } = renderToast();
  advance(clock, firstDelayMs);
  assert.equal(sounds, [['/sounds/notification.mp3', 0.4]]);
});

toast('stays visible for 5 s, then fades out for 0.5 s and is removed', () => {
  const { clock, sounds } = renderToast();
  advance(clock, firstDelayMs);
  advance(clock, 4_999);
  assert.is(toastPhase(), 'visible', 'just before 5 s');
  advance(clock, 1);
  assert.is(toastPhase(), 'leaving', 'at 5 s');
  advance(clock, 499);
  assert.is(toastPhase(), 'leaving', 'during the fade-out');
  advance(clock, 1);
  assert.not.ok(toastShown(), 'removed after the fade-out');
  assert.is(sounds.length, 1, 'leaving plays no sound');
});

toast('the close button hides it: it fades out and is removed 0.5 s later', () => {
  const { clock } = renderToast();
  advance(clock, firstDelayMs + 1_000);
  fireEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }));
  assert.is(toastPhase(), 'leaving');
  advance(clock, 499);
  assert.is(toastPhase(), 'leaving');
  advance(clock, 1);
  assert.not.ok(toastShown());
});

toast('after closing, no sound plays again until the next toast appears, 45 to 60 s after the last one was due', () => {
  const { clock, sounds } = renderToast();
  advance(clock, firstDelayMs);
  fireEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }));
  advance(clock, repeatDelayMs - 1);
  assert.not.ok(toastShown());
  assert.is(sounds.length, 1);
  advance(clock, 1);
  assert.ok(screen.getByText(secondEntry.name), 'the next toast shows another entry');
  assert.is(sounds.length, 2);
});

toast('announces through a polite status region that is present even while no toast is shown', () => {
  const { clock } = renderToast();
  const region = screen.getByRole('status');
  assert.is(region.getAttribute('aria-live'), 'polite');
  assert.is(region.textContent, '');
  advance(clock, firstDelayMs);
  assert.ok(region.textContent?.includes(headline), 'the toast appears inside the region');
  advance(clock, 5_500);
  assert.is(screen.getByRole('status'), region, 'the region stays after the toast is removed');
  assert.is(region.textContent, '');
});

toast.run();

// The chime itself: a browser may refuse to play sound before the visitor interacts.
const sound = suite('playNotificationSound');

interface FakeAudio {
  src: string;
  volume: number;
  played: Promise<void> | null;
}

let restores: Array<() => void> = [];
let warnings: unknown[][] = [];
let audios: FakeAudio[] = [];

/** Replaces the global Audio with one whose play() settles as `play` says; records every instance. */
function stubAudio(play: () => Promise<void>) {
  class StubAudio implements FakeAudio {
    volume = 1;
    played: Promise<void> | null = null;
    constructor(public src: string) {
      audios.push(this);
    }
    play() {
      this.played = play();
      return this.played;
    }
  }
  restores.push(stubProperty(globalThis, 'Audio', StubAudio as unknown as typeof Audio));
}

sound.before.each(() => {
  warnings = [];
  audios = [];
  restores.push(stubProperty(console, 'warn', (...args: unknown[]) => void warnings.push(args)));
});

sound.after.each(() => {
  for (const restore of restores.reverse()) restore();
  restores = [];
});

/** Waits until the page's own handler for the play() promise has run (it was attached first). */
async function settled(audio: FakeAudio | undefined) {
  assert.ok(audio?.played, 'play() was called');
  await audio.played.catch(() => {});
}

sound("plays the given sound at the given volume and logs nothing", async () => {
  stubAudio(() => Promise.resolve());
  playNotificationSound('/sounds/notification.mp3', 0.4);
  const [audio] = audios;
  await settled(audio);
  assert.is(audio?.src, '/sounds/notification.mp3');
  assert.is(audio?.volume, 0.4);
  assert.equal(warnings, []);
});

sound("a playback failure is logged as 'Erro ao reproduzir som' and nothing is thrown", async () => {
  const refusal = new Error('NotAllowedError');
  stubAudio(() => Promise.reject(refusal));
  assert.not.throws(() => playNotificationSound('/sounds/notification.mp3', 0.4));
  await settled(audios[0]);
  assert.is(warnings.length, 1);
  assert.is(warnings[0]?.[0], 'Erro ao reproduzir som');
});

sound("a browser that cannot create the audio at all is logged the same way and nothing is thrown", () => {
  restores.push(
    stubProperty(globalThis, 'Audio', function NoAudio() {
      throw new Error('Audio is not supported');
    } as unknown as typeof Audio),
  );
  assert.not.throws(() => playNotificationSound('/sounds/notification.mp3', 0.4));
  assert.is(warnings.length, 1);
  assert.is(warnings[0]?.[0], 'Erro ao reproduzir som');
});

sound.run();
