// A picture's file name as people and phones write it still names its slot: any case, a space or
// '_' for '-'. What is no slot's name stays no slot's name.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { slotNameOf } from '../../src/builder/pictures/sources';

const names: Array<[given: string, slot: string]> = [
  ['hero-poster', 'hero-poster'],
  ['HERO-POSTER', 'hero-poster'],
  ['hero poster', 'hero-poster'],
  ['Hero_Poster', 'hero-poster'],
  [' earnings  1 ', 'earnings-1'],
  ['og image square', 'og-image-square'],
  ['foto do topo', 'foto-do-topo'],
];

for (const [given, slot] of names) {
  test(`"${given}" names the slot "${slot}"`, () => {
    assert.is(slotNameOf(given), slot);
  });
}

test.run();
