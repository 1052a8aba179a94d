// A member's page hydrates what the build prerendered for it: the page carries the member
// (a JSON data block the app reads before hydrating, src/app/member/member-data.ts), so React finds
// the same links, pings and card and reports no mismatch (#418 in production).
import { act, cleanup } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { App } from '../../src/app/App';
import { allPages } from '../../src/app/pages/all-pages';
import { renderRoute, type RenderedRoute } from '../../src/app/prerender';
import { pageConfigOf } from '../../src/app/member/member-data';
import type { MemberProfile } from '../../src/contracts/members';
import { maria } from '../support/members';
import { testConfig } from './render';

const hydration = suite("a member's prerendered page, hydrated");

let root: Root | null = null;
hydration.after.each(() => {
  if (root) act(() => root!.unmount());
  root = null;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  cleanup();
  window.history.replaceState(null, '', '/');
});

/** Runs `render` as the build runs the prerender, in Node: without the window and document happy-dom lends the tests. */
function inNode<T>(render: () => T): T {
  const browser = { window, document };
  const globals = globalThis as Record<string, unknown>;
  delete globals.window;
  delete globals.document;
  try {
    return render();
  } finally {
    Object.assign(globals, browser);
  }
}

const prerender = (path: string, member?: MemberProfile) => inNode(() => renderRoute(path, testConfig, member));

/** The page at `path` with the prerendered HTML in #root, hydrated as src/app/boot/app.tsx does; what React reported. */
function hydrateAt(path: string, page: RenderedRoute): string[] {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = page.memberData ?? '';
  document.body.innerHTML = `<div id="root">${page.html}</div>`;
  const container = document.getElementById('root')!;
  const problems: string[] = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) => problems.push(args.map(String).join(' '));
  try {
    const config = { ...testConfig, ...pageConfigOf(document) };
    act(() => {
      root = hydrateRoot(container, <App config={config} pages={allPages} />, {
        onRecoverableError: (error) => problems.push(String(error)),
      });
    });
  } finally {
    console.error = originalError;
  }
  return problems;
}

for (const path of ['/maria', '/maria/bio']) {
  hydration(`${path}: the app reads Maria from the page and hydrates it without a mismatch`, () => {
    const page = prerender(path, maria);
    assert.ok(page.html.includes('sponsor=maria77'), "the prerendered page has Maria's links");
    assert.not.ok(page.html.includes('sponsor=teste'), "and none of the operator's");
    assert.equal(hydrateAt(path, page), []);
    assert.is(pageConfigOf(document).member?.slug, 'maria');
    assert.ok(document.body.textContent!.includes('Seu contato: Maria Souza'));
  });
}

hydration("the operator's pages carry no member: the app reads none and hydrates them as before", () => {
  const page = prerender('/bio');
  assert.is(page.memberData, undefined);
  assert.equal(hydrateAt('/bio', page), []);
  assert.equal(pageConfigOf(document), {});
});

hydration("renderRoute gives the member's page its title and description, naming the member", () => {
  const titleOf = (path: string, member?: MemberProfile) => inNode(() => renderRoute(path, testConfig, member).meta.title);
  assert.is(titleOf('/maria/bio', maria), 'Maria Souza · Negócios Ozonteck · Links');
  assert.is(titleOf('/bio'), 'Negócios Ozonteck · Links');
  assert.is(titleOf('/maria/404', maria), 'Página não encontrada · Negócios Ozonteck');
});

hydration.run();
