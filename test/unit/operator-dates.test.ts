// Days and times as the operator reads and types them: 26/11/2026 on Brasília's clock (TZ when it
// names a zone), and --since as people say it (01/11/2026, ontem, hoje, 7d).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseDay, shownDay, shownTime } from '../../src/messages/dates';
import { useLanguage } from '../../src/messages/language';
import { parseArguments } from '../../src/report/main';
import { operatorTimeZone } from '../../src/settings/time-zone';

// A Thursday evening in Brasília: 15:29 there, 18:29 in UTC.
const evening = new Date('2026-11-26T18:29:21.168Z');
const today = '2026-11-26';

test('--since takes a day as the operator types it, counted from their today', () => {
  const table: Array<[typed: string, day: string | null]> = [
    ['2026-11-01', '2026-11-01'],
    ['01/11/2026', '2026-11-01'],
    ['1/11/2026', '2026-11-01'],
    ['hoje', '2026-11-26'],
    ['Ontem', '2026-11-25'],
    ['today', '2026-11-26'],
    ['yesterday', '2026-11-25'],
    ['7d', '2026-11-20'],
    ['1d', '2026-11-26'],
    ['30d', '2026-10-28'],
    ['31/11/2026', null],
    ['11/31/2026', null],
    ['0d', null],
    ['anteontem', null],
  ];
  for (const [typed, day] of table) assert.is(parseDay(typed, today), day, typed);
  assert.is(parseDay('ontem', '2026-03-01'), '2026-02-28', 'across a month');
  assert.equal(parseArguments(['--since', '01/11/2026', 'a.log'], today), { files: ['a.log'], since: '2026-11-01', until: null, json: false, html: null });
});

test('--until reads a day as --since does; a bad one is refused as --since refuses one, in Portuguese by default', () => {
  const until = (...args: string[]) => parseArguments([...args, 'a.log'], today);
  const table: Array<[typed: string, day: string]> = [['15/11/2026', '2026-11-15'], ['2026-11-15', '2026-11-15'], ['ontem', '2026-11-25'], ['hoje', '2026-11-26']];
  for (const [typed, day] of table) assert.equal(until('--until', typed), { files: ['a.log'], since: null, until: day, json: false, html: null }, typed);
  assert.equal(until('--since', '01/11/2026', '--until=15/11/2026'), { files: ['a.log'], since: '2026-11-01', until: '2026-11-15', json: false, html: null });
  assert.is(until('--until', '31/11/2026'), '--until espera um dia: 15/11/2026, ontem ou hoje; recebido: "31/11/2026".');
  assert.is(until('--until'), '--until espera um dia: 15/11/2026, ontem ou hoje; recebido: "a.log".');
  assert.is(parseArguments(['--until'], today), '--until espera um dia: 15/11/2026, ontem ou hoje; recebido: nada.');
  assert.match(String(until('--since', '31/11/2026')), /^--since espera um dia: .*; recebido: "31\/11\/2026"\.$/);
  assert.is(until('--since', '16/11/2026', '--until', '15/11/2026'), '--until 15/11/2026 vem antes de --since 16/11/2026: nenhum dia entre os dois.');
});

test('times on the operator\'s clock: Brasília unless TZ names another zone; days in Brazilian form in Portuguese', () => {
  useLanguage('pt-BR');
  try {
    assert.is(shownTime(evening, operatorTimeZone({})), '26/11/2026 15:29');
    assert.is(shownTime(evening.toISOString(), operatorTimeZone({ TZ: 'Not/A_Zone' })), '26/11/2026 15:29');
    assert.is(shownTime(evening, operatorTimeZone({ TZ: 'UTC' })), '26/11/2026 18:29');
    assert.is(shownTime(new Date('2026-11-27T02:30:00Z'), operatorTimeZone({ TZ: '' })), '26/11/2026 23:30', 'still Thursday in Brasília');
    assert.is(shownDay('2026-11-01'), '01/11/2026');
    assert.is(shownDay('Total'), 'Total');
    useLanguage('en');
    assert.is(shownDay('2026-11-01'), '2026-11-01');
    assert.is(shownTime(evening, operatorTimeZone({})), '2026-11-26 15:29');
  } finally {
    useLanguage('pt-BR');
  }
});

test.run();
