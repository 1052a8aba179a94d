// Requests Node's parser refuses: logged with the client's address, or, when the connection was
// gone before its address was known, left out of the access log (a "-" client is a line GoAccess
// rejects) and counted in one warning line.
import type { Socket } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createRefusedRequests } from '../../src/server/access-log/refused-requests';
import { reportUnaddressed } from '../../src/server/access-log/start';
import { createLogger } from '../../src/server/process/log';

/** A socket as the 'clientError' listener sees it: writable, with or without a known peer. */
function fakeSocket(remoteAddress: string | undefined) {
  const written: string[] = [];
  const socket = { remoteAddress, writable: true, write: (text: string) => written.push(text), destroy: () => {} };
  return { socket: socket as unknown as Socket, written };
}

const parseError = (code: string) => Object.assign(new Error('Parse Error'), { code, rawPacket: Buffer.from('GET /a\u0001b HTTP/1.1\r\n', 'latin1') });

test('a refused request with a known client is recorded, with its status and first line', () => {
  const recorded: Array<[string | undefined, number, string | undefined]> = [];
  const refused = createRefusedRequests((socket, status, line) => recorded.push([socket.remoteAddress, status, line]));
  const { socket, written } = fakeSocket('203.0.113.7');
  refused.listener(parseError('HPE_INVALID_HEADER_TOKEN'), socket);
  assert.equal(recorded, [['203.0.113.7', 400, 'GET /a\u0001b HTTP/1.1']]);
  assert.match(written[0]!, /^HTTP\/1\.1 400 Bad Request\r\n/);
  assert.is(refused.takeUnaddressed(), 0);
});

test('a refused request whose client address is unknown is answered, left out of the log, and counted', () => {
  const recorded: unknown[] = [];
  const refused = createRefusedRequests((...args) => recorded.push(args));
  for (const code of ['HPE_INVALID_METHOD', 'HPE_HEADER_OVERFLOW']) {
    const { socket, written } = fakeSocket(undefined);
    refused.listener(parseError(code), socket);
    assert.is(written.length, 1, 'Node\'s own answer is still given');
  }
  assert.equal(recorded, []);
  assert.is(refused.takeUnaddressed(), 2);
  assert.is(refused.takeUnaddressed(), 0, 'taken once');
});

test('the count becomes one warning line, and none when there is nothing to say', () => {
  const lines: string[] = [];
  const log = createLogger((line) => lines.push(line));
  const refused = createRefusedRequests(() => {});
  reportUnaddressed(refused, log);
  assert.equal(lines, []);
  for (let i = 0; i < 3; i++) refused.listener(parseError('HPE_INVALID_METHOD'), fakeSocket(undefined).socket);
  reportUnaddressed(refused, log);
  const [line] = lines.map((text) => JSON.parse(text) as Record<string, unknown>);
  assert.equal([line!.level, line!.msg, line!.count], ['warn', 'refused requests left out of the access log: their client address was unknown', 3]);
});

test.run();
