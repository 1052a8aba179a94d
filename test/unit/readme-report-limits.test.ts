// What one machine can still add to the report's figures, as the operator's README says it in
// both languages, must be what the report does: the rate per button, the clicks and speed measures
// per page load and per day one address may add (src/report/rate-limit.ts, one-source.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { oneSourceLimits } from '../../src/report/one-source';
import { perMinute } from '../../src/report/rate-limit';

const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8').replace(/\s+/g, ' ');
const portuguese = readme.slice(readme.indexOf('## Em português'), readme.indexOf('## What this is'));
const english = readme.slice(readme.indexOf('### Clicks and the report'), readme.indexOf('## Scaling past one machine'));
const { clicks, beacons } = oneSourceLimits;

test('the English section gives the rules and what one machine can still add, with the figures the report uses', () => {
  assert.ok(clicks.perView === beacons.perView, 'one figure per page load for both, as the README says');
  for (const rule of [
    `past ${perMinute} a minute on a button`,
    `${clicks.perView} per page load that day`,
    `${clicks.perDay} clicks and ${beacons.perDay} speed measures a day`,
    `one machine can still add ${clicks.perDay} clicks and ${beacons.perDay} measures a day`,
  ]) {
    assert.ok(english.includes(rule), `"${rule}" in the README's Clicks and the report`);
  }
});

test('the Portuguese section says it too', () => {
  const rule = `uma máquina ainda soma ${clicks.perDay} cliques e ${beacons.perDay} medidas por dia`;
  assert.ok(portuguese.includes(rule), `"${rule}" in the Portuguese section`);
});

test.run();
