// What the operator reads about builds (the build's last lines, npm run status, npm run rollback):
// the settings with demo values marked, and which build a rollback goes back to.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { previousBuild, settingsLines } from '../../src/builder/store/build-report';
import type { KeptBuild } from '../../src/builder/store/build-store';
import type { BuildInfo } from '../../src/contracts/site-format';
import { useLanguage } from '../../src/messages/language';

// These tests match the English messages; the Portuguese default has its own (test/README.md).
useLanguage('en');

const info = (sponsor: string, demoDefaultsUsed: BuildInfo['demoDefaultsUsed'] = []): BuildInfo => ({
  format: 2,
  builtAt: '2026-11-22T12:00:00.000Z',
  settings: { siteUrl: 'https://negociosozonteck.com.br', sponsor, registerUrl: 'https://escritorio.exemplo.com.br/register?ref=1', whatsappNumber: '5551987654321', whatsappMessage: 'Oi', socialProof: true },
  demoDefaultsUsed,
  pages: {},
  notFoundPage: '404.html',
});
const kept = (name: string, live = false): KeptBuild => ({ name, dir: `/srv/ozonteck/.dist-builds/${name}`, info: info(name), live });

test('the settings a visitor meets, with the finished register link; demo values marked with what to set', () => {
  assert.equal(settingsLines(info('joana123')), [
    '  sponsor          joana123',
    '  register link    https://escritorio.exemplo.com.br/register?ref=1&sponsor=joana123',
    '  WhatsApp number  5551987654321',
    '  site URL         https://negociosozonteck.com.br',
  ]);
  assert.is(settingsLines(info('demo', ['SPONSOR']))[0], '  sponsor          demo   <- DEMO value: set SPONSOR in site/site.env');
});

test('rollback goes to the newest build older than the live one, whichever build is live; none before the oldest', () => {
  const builds = (live: string) => ['c', 'b', 'a'].map((name) => kept(name, name === live));
  assert.is(previousBuild(builds('c'))?.name, 'b');
  assert.is(previousBuild(builds('b'))?.name, 'a');
  assert.is(previousBuild(builds('a')), null);
  assert.is(previousBuild([kept('c'), kept('b')]), null, 'dist points at no kept build');
});

test.run();
