// A picture of the operator's that the live build showed and this build does not find: its slot
// gets the sample back, and the build names the picture, the sample and what to do (the verdict
// repeats it). A picture replaced by another of theirs, or a live build that recorded none, says nothing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BuildInfo } from '../../src/contracts/site-format';
import { gonePictureWarnings } from '../../src/builder/pictures/gone';
import type { GeneratedImages } from '../../src/builder/pictures/generate';
import { useLanguage } from '../../src/messages/language';

useLanguage('en');

const liveWith = (ownPictures?: Record<string, string>) => ({ format: 2, builtAt: '2026-11-28T01:30:00Z', ownPictures }) as unknown as BuildInfo;
const sources = (own: Record<string, string>) =>
  ({
    'hero-poster': own['hero-poster'] ? { shownPath: own['hero-poster'], own: true } : { shownPath: 'static/images/hero-poster.webp', own: false },
    logo: own.logo ? { shownPath: own.logo, own: true } : { shownPath: 'static/images/logo.svg', own: false },
  }) as GeneratedImages['sources'];

test('a picture the live build showed, gone from site/images/: named, with the sample taking its place and what to do', () => {
  const live = liveWith({ 'hero-poster': 'site/images/hero-poster.jpg', logo: 'site/images/logo.png' });
  assert.equal(gonePictureWarnings(live, { sources: sources({ logo: 'site/images/logo.png' }) }), [
    'Warning: site/images/hero-poster.jpg (slot "hero-poster") is no longer in site/images/. The live build showed this picture of yours; ' +
      'in this build the sample static/images/hero-poster.webp takes its place. If that was not on purpose, put the picture back as ' +
      'site/images/hero-poster.jpg and build again; if it was, there is nothing to do.',
  ]);
  assert.is(gonePictureWarnings(live, { sources: sources({}) }).length, 2, 'both gone: both named');
});

test('nothing to say: the same pictures, another picture of theirs in the slot, a sample already live, no live build or record', () => {
  const live = liveWith({ 'hero-poster': 'site/images/hero-poster.jpg' });
  assert.equal(gonePictureWarnings(live, { sources: sources({ 'hero-poster': 'site/images/hero-poster.jpg' }) }), []);
  assert.equal(gonePictureWarnings(live, { sources: sources({ 'hero-poster': 'site/images/hero-poster.png' }) }), []);
  assert.equal(gonePictureWarnings(liveWith({}), { sources: sources({}) }), []);
  assert.equal(gonePictureWarnings(liveWith(undefined), { sources: sources({}) }), []);
  assert.equal(gonePictureWarnings(null, { sources: sources({}) }), []);
});

test('in Portuguese, the default', () => {
  useLanguage('pt-BR');
  try {
    const [warning] = gonePictureWarnings(liveWith({ 'hero-poster': 'site/images/hero-poster.jpg' }), { sources: sources({}) });
    assert.match(warning!, /^Atenção: site\/images\/hero-poster\.jpg \(lugar "hero-poster"\) não está mais em site\/images\/\. .*a foto de exemplo static\/images\/hero-poster\.webp toma o lugar dela\. Se não foi de propósito, ponha a foto de volta/);
  } finally {
    useLanguage('en');
  }
});

test.run();
