// TZ as the operator writes it, and one zone for every date they read. Node runs in a TZ it does not
// know as UTC without a word, so such a value stops, naming the list's nearest names ("did you mean
// America/Sao_Paulo?"); what Node does with each name is asked of Node itself, in a child process.
// With TZ unset, the report's days and status's times are both Brasília's: a request at 01:30 UTC
// on 28/11 is on 27/11 in both, whatever zone its log line was written in.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildLine } from '../../src/builder/store/build-report';
import { useLanguage } from '../../src/messages/language';
import { main } from '../../src/report/main';
import { ConfigError } from '../../src/settings/errors';
import { restartProblemOf } from '../../src/settings/restart-settings';
import { parseTimeZone } from '../../src/settings/time-zone';

useLanguage('en');

/** The zone Node's own clock runs in under each TZ (undefined: a name it does not know). */
function nodeZones(names: readonly string[]): Record<string, string | undefined> {
  const script = `const out = {}; for (const name of JSON.parse(process.argv[1])) { process.env.TZ = name;
    out[name] = Intl.DateTimeFormat().resolvedOptions().timeZone; } console.log(JSON.stringify(out));`;
  const child = spawnSync(process.execPath, ['-e', script, JSON.stringify(names)], { encoding: 'utf8' });
  return JSON.parse(child.stdout) as Record<string, string | undefined>;
}

const accepted: Array<[written: string, zone: string]> = [
  ['America/Sao_Paulo', 'America/Sao_Paulo'],
  ['America/Manaus', 'America/Manaus'],
  ['Europe/Lisbon', 'Europe/Lisbon'],
  ['UTC', 'UTC'],
  ['Brazil/East', 'Brazil/East'],
  [':America/Sao_Paulo', 'America/Sao_Paulo'],
];
const refused: Array<[written: string, nearest: string]> = [
  ['Brasilia', 'America/Sao_Paulo'],
  ['America/Sao Paulo', 'America/Sao_Paulo'],
  ['america/sao_paulo', 'America/Sao_Paulo'],
  ['São Paulo', 'America/Sao_Paulo'],
  ['brazil/east', 'America/Sao_Paulo'],
  ['Europe/Lisboa', 'Europe/Lisbon'],
  ['Manaus', 'America/Manaus'],
];

test('a name of the tz list is accepted as Node runs in it; unset is Brasília', () => {
  for (const [written, zone] of accepted) assert.is(parseTimeZone({ TZ: written }), zone, written);
  assert.is(parseTimeZone({}), 'America/Sao_Paulo');
  const ran = nodeZones(accepted.map(([written]) => written));
  for (const [written] of accepted) assert.ok(ran[written] !== undefined, `Node does not run in ${written}`);
});

test('a name Node would run as UTC stops, naming the nearest name of the list', () => {
  const ran = nodeZones(refused.map(([written]) => written));
  for (const [written, nearest] of refused) {
    assert.is(ran[written], undefined, `Node knows ${written}: it should be accepted`);
    assert.throws(
      () => parseTimeZone({ TZ: written }),
      (error: unknown) => error instanceof ConfigError && error.setting === 'TZ' &&
        error.message.startsWith(`TZ ${JSON.stringify(written)} is not a time zone of the list`) &&
        error.message.includes(`Did you mean ${nearest}?`),
      written,
    );
  }
  assert.throws(() => parseTimeZone({ TZ: 'Europe/Lisbo' }), /Did you mean Europe\/Lisbon\?/);
  assert.throws(() => parseTimeZone({ TZ: 'BRT3' }), /^TZ "BRT3" is not a time zone of the list .*TZ=America\/Sao_Paulo\)\.$/);
  assert.throws(() => parseTimeZone({ TZ: ' ' }), /TZ is set but empty/);
});

test('in Portuguese, the default: "você quis dizer America/Sao_Paulo?"', () => {
  useLanguage('pt-BR');
  try {
    assert.throws(() => parseTimeZone({ TZ: 'Brasilia' }), /^TZ "Brasilia" não é um fuso horário da lista.*Você quis dizer America\/Sao_Paulo\?/);
  } finally {
    useLanguage('en');
  }
});

test('the build and a reload stop over it as over any setting the next restart would stop on', () => {
  assert.is(restartProblemOf({ TZ: 'America/Sao Paulo' })?.setting, 'TZ');
  assert.is(restartProblemOf({ TZ: 'America/Sao_Paulo' }), null);
});

/** The report's days (npm run report -- --json) and status's time of a build made at `instant`, under `env`'s TZ. */
async function reportAndStatus(instant: string, logLines: string[], tz: string | undefined) {
  const saved = process.env.TZ;
  const dir = mkdtempSync(join(tmpdir(), 'time-zone-'));
  try {
    if (tz === undefined) delete process.env.TZ;
    else process.env.TZ = tz;
    writeFileSync(join(dir, 'access.log'), `${logLines.join('\n')}\n`);
    let out = '';
    const code = await main(['--json', join(dir, 'access.log')], join(dir, 'no-build'), { out: (text) => (out += text), err: () => {} });
    assert.is(code, 0);
    const days = (JSON.parse(out) as { days: Array<{ day: string }> }).days.map((day) => day.day);
    const info = { format: 2, builtAt: instant, settings: { sponsor: 'maria' }, demoDefaultsUsed: [], pages: {}, notFoundPage: '' };
    const status = buildLine({ name: 'b1', dir, live: true, info: info as never });
    return { days, status };
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
    rmSync(dir, { recursive: true, force: true });
  }
}

const phone = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
// 01:30 UTC on 28/11: still 27/11, 22:30, in Brasília. Written by a server in UTC (nginx) and by one in Brasília.
const inUtc = `203.0.113.0 - - [28/Nov/2026:01:30:00 +0000] "GET / HTTP/1.1" 200 0 "-" "${phone}"`;
const inBrasilia = `203.0.113.0 - - [27/Nov/2026:22:30:00 -0300] "GET /bio HTTP/1.1" 200 0 "-" "${phone}"`;

test("TZ unset: the report's days and status's times are both Brasília's, whatever zone a line was written in", async () => {
  const { days, status } = await reportAndStatus('2026-11-28T01:30:00Z', [inUtc, inBrasilia], undefined);
  assert.equal(days, ['2026-11-27']);
  assert.match(status, /built 2026-11-27 22:30/);
});

test('TZ set: both in its zone', async () => {
  const { days, status } = await reportAndStatus('2026-11-28T01:30:00Z', [inUtc, inBrasilia], 'UTC');
  assert.equal(days, ['2026-11-28']);
  assert.match(status, /built 2026-11-28 01:30/);
});

test.run();
