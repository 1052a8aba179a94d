import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { capLength, createLogger, formatLogLine, maxLoggedPathLength } from '../../src/server/process/log';

const now = new Date('2025-03-04T05:06:07.890Z');

test('a log line is one line of JSON with level, msg, the fields and ts from the given time', () => {
  const line = formatLogLine('warn', 'not found', { path: '/nada', status: 404 }, now);
  assert.not.match(line, /[\r\n]/);
  assert.equal(JSON.parse(line), { level: 'warn', msg: 'not found', path: '/nada', status: 404, ts: '2025-03-04T05:06:07.890Z' });
});

test('a log line without fields still has level, msg and ts', () => {
  assert.equal(JSON.parse(formatLogLine('error', 'boom', {}, now)), { level: 'error', msg: 'boom', ts: now.toISOString() });
});

// Characters that could forge a line, move the cursor or drive a terminal if written raw.
const controls: Array<[name: string, char: string]> = [
  ['CR', '\r'],
  ['LF', '\n'],
  ['TAB', '\t'],
  ['ESC (ANSI escape)', '\u001b'],
  ['NUL', '\u0000'],
  ['DEL', '\u007f'],
  ['C1 NEL', '\u0085'],
  ['C1 CSI', '\u009b'],
  ['LINE SEPARATOR', '\u2028'],
  ['PARAGRAPH SEPARATOR', '\u2029'],
];
// Nothing from C0, DEL, C1 or the Unicode line separators may appear raw anywhere in a line.
const rawControl = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

for (const [name, char] of controls) {
  test(`${name} in a field never appears raw and round-trips to the original text`, () => {
    const path = `/a${char}b\n{"level":"error","msg":"forged"}${char}`;
    const line = formatLogLine('info', 'not found', { path }, now);
    assert.not.ok(line.includes(char), 'raw character in the line');
    assert.not.match(line, rawControl);
    assert.is(JSON.parse(line).path, path);
  });

  test(`${name} in the message never appears raw and round-trips to the original text`, () => {
    const msg = `x${char}y`;
    const line = formatLogLine('info', msg, {}, now);
    assert.not.match(line, rawControl);
    assert.is(JSON.parse(line).msg, msg);
  });
}

test('a full ANSI colour sequence in a field is escaped and round-trips', () => {
  const path = '/\u001b[31mred\u001b[0m\u009b2J';
  const line = formatLogLine('warn', 'not found', { path }, now);
  assert.not.match(line, rawControl);
  assert.is(JSON.parse(line).path, path);
});

const lengths: Array<[length: number, kept: boolean]> = [
  [0, true],
  [1, true],
  [199, true],
  [200, true],
  [201, false],
  [1_000, false],
];

test('capLength keeps strings of at most 200 characters and cuts longer ones to 200 plus an ellipsis', () => {
  assert.is(maxLoggedPathLength, 200);
  for (const [length, kept] of lengths) {
    // Distinct characters, so a cut in the wrong place shows.
    const text = Array.from({ length }, (_, i) => String.fromCharCode(97 + (i % 26))).join('');
    const capped = capLength(text);
    if (kept) assert.is(capped, text, `length ${length}`);
    else assert.is(capped, `${text.slice(0, 200)}…`, `length ${length}`);
    assert.ok(capped.length <= 201, `length ${length} → ${capped.length}`);
  }
});

// The logger the server and the 404 log call (server.ts: createLogger()), not just the formatter.
for (const method of ['info', 'warn', 'error'] as const) {
  test(`the server's logger (${method}): a field named level, msg or ts cannot overwrite them`, () => {
    const lines: string[] = [];
    const log = createLogger((line) => lines.push(line));
    const before = Date.now();
    log[method]('not found', { level: 'forged', msg: 'forged', ts: '1999-01-01T00:00:00.000Z', path: '/x' });
    assert.is(lines.length, 1);
    assert.not.match(lines[0]!, /[\r\n]/);
    const entry = JSON.parse(lines[0]!);
    assert.is(entry.level, method);
    assert.is(entry.msg, 'not found');
    assert.is(entry.path, '/x');
    const ts = Date.parse(entry.ts);
    assert.ok(ts >= before - 1_000 && ts <= Date.now() + 1_000, `ts ${entry.ts} is not now`);
    assert.not.ok(lines[0]!.includes('forged') || lines[0]!.includes('1999'), `a forged value is in the line: ${lines[0]}`);
  });
}

test("the server's logger escapes control characters in fields like the formatter", () => {
  const lines: string[] = [];
  createLogger((line) => lines.push(line)).warn('not found', { path: '/a\nb\u001b[31m\u009b\u2028' });
  assert.not.match(lines[0]!, rawControl);
  assert.is(JSON.parse(lines[0]!).path, '/a\nb\u001b[31m\u009b\u2028');
});

test("the default logger writes one line per entry to stdout", () => {
  const written: string[] = [];
  const original = process.stdout.write;
  process.stdout.write = ((chunk: string) => (written.push(String(chunk)), true)) as typeof process.stdout.write;
  try {
    createLogger().info('listening', { url: 'http://127.0.0.1:1' });
  } finally {
    process.stdout.write = original;
  }
  assert.is(written.length, 1);
  assert.ok(written[0]!.endsWith('}\n'), 'ends the line');
  assert.is(JSON.parse(written[0]!).msg, 'listening');
});

test.run();
