// The floating chat button and its bubble, shown past 70% of the viewport height until dismissed.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ChatButton } from '../../src/app/pages/landing/ChatButton';
import { renderWithSite, scrollPageTo, testConfig } from './render';

const chatButton = suite('ChatButton');

const bubbleText = 'Olá, eu posso te ajudar com o seu cadastro?';
const dismissedKey = 'ozonteck:chat-bubble-dismissed';

chatButton.after.each(() => {
  cleanup();
  window.scrollTo(0, 0);
  window.sessionStorage.clear();
});

const bubbleThresholdPx = () => window.innerHeight * 0.7;
const bubbleShown = () => screen.queryByText(bubbleText) !== null;

function assertOpensChatInNewTab(link: HTMLElement, ping: string) {
  assert.is(link.getAttribute('href'), testConfig.chatHref);
  assert.is(link.getAttribute('ping'), ping, 'counted as its own call to action');
  assert.is(link.getAttribute('target'), '_blank');
  assert.is(link.getAttribute('rel'), 'noopener noreferrer');
}

chatButton('hides the bubble at the top of the page and at exactly 70% of the viewport height', () => {
  renderWithSite(<ChatButton />);
  assert.not.ok(bubbleShown(), 'at the top');
  scrollPageTo(bubbleThresholdPx());
  assert.not.ok(bubbleShown(), `at ${bubbleThresholdPx()} px`);
});

chatButton('shows the bubble once the page is scrolled past 70% of the viewport height', () => {
  renderWithSite(<ChatButton />);
  scrollPageTo(Math.floor(bubbleThresholdPx()) + 1);
  assert.ok(bubbleShown());
});

chatButton('hides the bubble again when scrolled back above the threshold', () => {
  renderWithSite(<ChatButton />);
  scrollPageTo(window.innerHeight);
  scrollPageTo(0);
  assert.not.ok(bubbleShown());
});

chatButton('the button opens the chat link in a new tab, with noopener noreferrer, and pings /ping/chat/whatsapp', () => {
  renderWithSite(<ChatButton />);
  assertOpensChatInNewTab(screen.getByRole('link', { name: 'Conversar no WhatsApp' }), '/ping/chat/whatsapp');
});

chatButton('the bubble opens the chat link in a new tab, with noopener noreferrer, and pings /ping/chat-bubble/whatsapp', () => {
  renderWithSite(<ChatButton />);
  scrollPageTo(window.innerHeight);
  assertOpensChatInNewTab(screen.getByRole('link', { name: bubbleText }), '/ping/chat-bubble/whatsapp');
});

chatButton('a dismissal already made in this tab session keeps the bubble hidden', () => {
  window.sessionStorage.setItem(dismissedKey, '1');
  renderWithSite(<ChatButton />);
  scrollPageTo(window.innerHeight);
  assert.not.ok(bubbleShown());
});

// Last on purpose: the dismissal also lives in the page's memory for the rest of this test run
// (that is the point of "never shows again"), so no later test could see the bubble.
chatButton('once dismissed, the bubble never shows again: not after scrolling, nor in a fresh chat button', () => {
  const first = renderWithSite(<ChatButton />);
  scrollPageTo(window.innerHeight);
  fireEvent.click(screen.getByRole('button', { name: 'Fechar mensagem' }));
  assert.not.ok(bubbleShown(), 'hidden by the dismissal');
  assert.is(window.sessionStorage.getItem(dismissedKey), '1', 'remembered for the tab session');
  assert.ok(screen.getByRole('link', { name: 'Conversar no WhatsApp' }), 'the chat button itself stays');

  scrollPageTo(0);
  scrollPageTo(window.innerHeight);
  assert.not.ok(bubbleShown(), 'after scrolling up and down again');

  first.unmount();
  renderWithSite(<ChatButton />);
  scrollPageTo(0);
  scrollPageTo(window.innerHeight);
  assert.not.ok(bubbleShown(), 'in a freshly mounted chat button');
});

chatButton.run();
