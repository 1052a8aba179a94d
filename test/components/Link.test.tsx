// The router's Link as it is wired to the click rules: the facts it reads from the real anchor
// (target, download) and the click (modifier keys) decide whether the router takes over. The
// rules themselves are table-tested in test/unit/click-rules.test.ts; this checks what reaches them.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Link } from '../../src/app/router/Link';

const link = suite('Link');

/** Whether the last click reached the document with its default (a browser navigation) prevented. */
let lastClickPrevented: boolean | null = null;
const recordClick = (event: Event) => {
  lastClickPrevented = event.defaultPrevented;
  // Keep happy-dom from following the link itself: only the router's decision is under test.
  event.preventDefault();
};

link.before.each(() => {
  window.history.replaceState(null, '', '/');
  lastClickPrevented = null;
  document.addEventListener('click', recordClick);
});

link.after.each(() => {
  document.removeEventListener('click', recordClick);
  cleanup();
  window.history.replaceState(null, '', '/');
});

link('a link to another page (/bio) navigates in the app: every page is in it', () => {
  render(<Link href="/bio">Links</Link>);
  fireEvent.click(screen.getByRole('link', { name: 'Links' }));
  assert.is(window.location.pathname, '/bio');
  assert.is(lastClickPrevented, true, 'the browser navigation was prevented');
});

link('a plain click on a same-origin link navigates in the app, without a page load', () => {
  render(<Link href="/?de=link">Links</Link>);
  fireEvent.click(screen.getByRole('link', { name: 'Links' }));
  assert.is(window.location.search, '?de=link');
  assert.is(lastClickPrevented, true, 'the browser navigation was prevented');
});

for (const target of ['_self', '_SELF']) {
  link(`target="${target}" is the same tab: the router takes over`, () => {
    render(
      <Link href="/?de=link" target={target}>
        Links
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Links' }));
    assert.is(window.location.search, '?de=link');
    assert.is(lastClickPrevented, true);
  });
}

for (const target of ['_blank', '_top', 'other-frame']) {
  link(`target="${target}" is left to the browser: no in-app navigation, default not prevented`, () => {
    render(
      <Link href="/?de=link" target={target}>
        Links
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Links' }));
    assert.is(window.location.search, '', 'the router navigated');
    assert.is(lastClickPrevented, false, 'the browser was kept from opening the link');
  });
}

link('a link with download is left to the browser', () => {
  render(
    <Link href="/og-image.jpg" download>
      Imagem
    </Link>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'Imagem' }));
  assert.is(window.location.search, '');
  assert.is(lastClickPrevented, false);
});

for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
  link(`a click with ${modifier} is left to the browser (new tab, window or download)`, () => {
    render(<Link href="/?de=link">Links</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Links' }), { [modifier]: true });
    assert.is(window.location.search, '');
    assert.is(lastClickPrevented, false);
  });
}

link('a middle-button click is left to the browser', () => {
  render(<Link href="/?de=link">Links</Link>);
  fireEvent.click(screen.getByRole('link', { name: 'Links' }), { button: 1 });
  assert.is(window.location.search, '');
  assert.is(lastClickPrevented, false);
});

link("the link's own onClick runs first, and can keep the router out by preventing the default", () => {
  const calls: string[] = [];
  render(
    <Link href="/?de=link" onClick={(event) => (calls.push('own'), event.preventDefault())}>
      Links
    </Link>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'Links' }));
  assert.equal(calls, ['own']);
  assert.is(window.location.search, '');
});

link.run();
