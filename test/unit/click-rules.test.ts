import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { interceptedPath, type ClickFacts, type LinkFacts } from '../../src/app/router/click-rules';

const current = 'https://site.test/bio';
const plainClick: ClickFacts = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, extra: Partial<LinkFacts> = {}): LinkFacts => ({ href, target: '', hasDownload: false, ...extra });

const rows: Array<[string, Partial<ClickFacts>, LinkFacts, string | null]> = [
  ['plain left click on a same-origin path', {}, link('https://site.test/'), '/'],
  ['keeps search and hash of the target', {}, link('https://site.test/?a=1#products'), '/?a=1#products'],
  ['a different path with a hash', {}, link('https://site.test/#monetize'), '/#monetize'],
  ['a pure #hash on the same page is left to the browser', {}, link('https://site.test/bio#top'), null],
  ['the same page without a hash re-navigates', {}, link('https://site.test/bio'), '/bio'],
  ['middle button', { button: 1 }, link('https://site.test/'), null],
  ['right button', { button: 2 }, link('https://site.test/'), null],
  ['ctrl-click opens a tab', { ctrlKey: true }, link('https://site.test/'), null],
  ['cmd-click opens a tab', { metaKey: true }, link('https://site.test/'), null],
  ['shift-click opens a window', { shiftKey: true }, link('https://site.test/'), null],
  ['alt-click downloads', { altKey: true }, link('https://site.test/'), null],
  ['already handled by someone else', { defaultPrevented: true }, link('https://site.test/'), null],
  ['another origin', {}, link('https://wa.me/5551999999999'), null],
  ['same host, other scheme', {}, link('http://site.test/'), null],
  ['same host, other port', {}, link('https://site.test:8443/'), null],
  ['a download link', {}, link('https://site.test/og-image.jpg', { hasDownload: true }), null],
  ['mailto', {}, link('mailto:ola@site.test'), null],
];

for (const [name, click, linkFacts, expected] of rows) {
  test(`click rules: ${name}`, () => {
    assert.is(interceptedPath({ ...plainClick, ...click }, linkFacts, current), expected);
  });
}

const targets: Array<[string, string | null]> = [
  ['', '/'],
  ['_self', '/'],
  ['_SELF', '/'],
  ['_blank', null],
  ['_parent', null],
  ['_top', null],
  ['some-frame', null],
];
for (const [target, expected] of targets) {
  test(`click rules: target="${target}"`, () => {
    assert.is(interceptedPath(plainClick, link('https://site.test/', { target }), current), expected);
  });
}

test.run();
