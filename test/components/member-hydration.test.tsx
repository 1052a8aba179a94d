// A member's page hydrates what the build prerendered for it: the page carries the member
// (a JSON data block the app reads before hydrating, src/app/member/member-data.ts), so React finds
// the same links, pings and card and reports no mismatch (#418 in production).
import { act, cleanup } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { App } from '../../src/app/App';
import { allPages } from '../../src/app/pages/all-pages';
import { renderRoute } from '../../src/app/prerender';
import { readMemberProfile } from '../../src/app/member/member-data';
import type { MemberProfile } from '../../src/contracts/members';
import { maria } from '../support/members';
import { testConfig } from './render';

const hydration = suite("a member's prerendered page, hydrated");

let root: Root | null = null;
hydration.after.each(() => {
  if (root) act(() => root!.unmount());
  root = null;
  document.body.innerHTML = '';
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

const prerender = (path: string, member?: MemberProfile) => inNode(() => renderRoute(path, testConfig, member).html);

/** The page at `path` with the prerendered HTML in #root, hydrated as boot/app.tsx does; what React reported. */
function hydrateAt(path: string, html: string): string[] {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const container = document.getElementById('root')!;
  const problems: string[] = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) => problems.push(args.map(String).join(' '));
  try {
    const member = readMemberProfile(document);
    act(() => {
      root = hydrateRoot(container, <App config={testConfig} member={member} pages={allPages} />, {
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
    const html = prerender(path, maria);
    assert.ok(html.includes('sponsor=maria77'), "the prerendered page has Maria's links");
    assert.not.ok(html.includes('sponsor=teste'), "and none of the operator's");
    assert.equal(hydrateAt(path, html), []);
    assert.equal(readMemberProfile(document), maria);
    assert.ok(document.body.textContent!.includes('Seu contato: Maria Souza'));
  });
}

hydration("the operator's pages carry no member: the app reads none and hydrates them as before", () => {
  const html = prerender('/bio');
  assert.not.ok(html.includes('member-profile'));
  assert.equal(hydrateAt('/bio', html), []);
  assert.is(readMemberProfile(document), null);
});

hydration("renderRoute gives the member's page its title and description, naming the member", () => {
  const titleOf = (path: string, member?: MemberProfile) => inNode(() => renderRoute(path, testConfig, member).meta.title);
  assert.is(titleOf('/maria/bio', maria), 'Maria Souza · Negócios Ozonteck · Links');
  assert.is(titleOf('/bio'), 'Negócios Ozonteck · Links');
  assert.is(titleOf('/maria/404', maria), 'Página não encontrada · Negócios Ozonteck');
});

hydration.run();
