// What one machine can still add to the report's figures, as the operator's README says it, must be
// what the report does: the rate per button, the clicks and speed measures
// per page load and per day one address may add (src/report/rate-limit.ts, one-source.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { oneSourceLimits } from '../../src/report/one-source';
import { perMinute } from '../../src/report/rate-limit';

const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8').replace(/\s+/g, ' ');
const report = readme.slice(readme.indexOf('### Relatório'), readme.indexOf('### Atualizar'));
const { clicks, beacons } = oneSourceLimits;

test('the report section gives the rules and what one machine can still add, with the figures the report uses', () => {
  assert.ok(clicks.perView === beacons.perView, 'one figure per page load for both, as the README says');
  for (const rule of [
    `mais de ${perMinute} por minuto num botão`,
    `${clicks.perView} por visita à página`,
    `uma máquina ainda soma ${clicks.perDay} cliques e ${beacons.perDay} medidas por dia`,
  ]) {
    assert.ok(report.includes(rule), `"${rule}" in the README's Relatório`);
  }
});

test.run();
