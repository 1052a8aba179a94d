// The request target and the Host field (request-target.ts), table by table: the absolute-form
// read as origin-form (RFC 9112 §3.2.2), the Host value's grammar (RFC 9110 §7.2, uri-host and
// port of RFC 3986 §3.2.2), repeated Host lines (RFC 9112 §3.2), the path the pipeline looks up,
// and which requests are the health probe the access log leaves out.
import type { IncomingMessage } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { originForm } from '../../src/contracts/request-form';
import { hostIsBad, isHealthProbe, isValidHost, requestPath } from '../../src/server/http/request-target';

const originRows: Array<[target: string, expected: string]> = [
  ['/ping/hero/cadastro', '/ping/hero/cadastro'],
  ['/ping/hero/cadastro?x=1', '/ping/hero/cadastro?x=1'],
  ['http://x/ping/hero/cadastro', '/ping/hero/cadastro'],
  ['http://example.com:8080/ping/bio/whatsapp?utm=1', '/ping/bio/whatsapp?utm=1'],
  ['HTTP://EXAMPLE.COM/healthz', '/healthz'],
  ['https://[::1]:443/a', '/a'],
  ['http://x', '/'],
  ['http://x?q=1', '/?q=1'],
  ['*', '*'],
  ['example.com:443', 'example.com:443'],
];

for (const [target, expected] of originRows) {
  test(`originForm: ${target} is ${expected}`, () => {
    assert.is(originForm(target), expected);
  });
}

const hostRows: Array<[value: string, valid: boolean]> = [
  ['example.com', true],
  ['example.com:8080', true],
  ['EXAMPLE.com', true],
  ['127.0.0.1:3000', true],
  ['[::1]', true],
  ['[::1]:3000', true],
  ['[2001:db8::7]:80', true],
  ['[v1.fe80::a+en1]', true],
  ['xn--negcios-0za.com.br', true],
  ['a%20b', true],
  ['', true], // an empty reg-name: a target without an authority (RFC 9110 §7.2)
  ['example.com:', true], // port = *DIGIT
  ['exa mple', false],
  ['example.com ', false],
  ['exa\tmple', false],
  ['example.com:80:80', false],
  ['example.com:http', false],
  ['user@example.com', false],
  ['example.com/path', false],
  ['example.com?x', false],
  ['exa"mple', false],
  ['[::1', false],
  ['[not-an-ip]', false],
  ['::1', false],
  ['[::1]x', false],
  ['a%2', false],
];

for (const [value, valid] of hostRows) {
  test(`isValidHost: ${JSON.stringify(value)} is ${valid ? 'valid' : 'invalid'}`, () => {
    assert.is(isValidHost(value), valid);
  });
}

/** A request as node:http hands it over: repeated Host lines are in rawHeaders only. */
function request(rawHeaders: string[], method = 'GET', url = '/'): IncomingMessage {
  const headers: Record<string, string> = {};
  for (let i = 0; i < rawHeaders.length; i += 2) headers[rawHeaders[i]!.toLowerCase()] ??= rawHeaders[i + 1]!;
  return { method, url, rawHeaders, headers } as unknown as IncomingMessage;
}

const badHostRows: Array<[name: string, rawHeaders: string[], bad: boolean]> = [
  ['one valid Host', ['Host', 'example.com'], false],
  ['no Host (HTTP/1.0; Node refuses it in HTTP/1.1)', ['Accept', '*/*'], false],
  ['two Host lines', ['Host', 'example.com', 'Accept', '*/*', 'Host', 'example.com'], true],
  ['two Host lines spelled in other cases', ['host', 'a.example', 'HOST', 'b.example'], true],
  ['an invalid Host', ['Host', 'exa mple'], true],
];

for (const [name, rawHeaders, bad] of badHostRows) {
  test(`hostIsBad: ${name}`, () => {
    assert.is(hostIsBad(request(rawHeaders)), bad);
  });
}

const probeRows: Array<[method: string, url: string, probe: boolean]> = [
  ['GET', '/healthz', true],
  ['HEAD', '/healthz', true],
  ['GET', '/healthz?from=lb', true],
  ['GET', 'http://x/healthz', true],
  ['GET', '/HEALTHZ', false],
  ['GET', '/healthz/', false],
  ['GET', '/healthzz', false],
  ['POST', '/healthz', false],
];

for (const [method, url, probe] of probeRows) {
  test(`isHealthProbe: ${method} ${url} is ${probe ? '' : 'not '}the probe`, () => {
    assert.is(isHealthProbe(request(['Host', 'x'], method, url)), probe);
  });
}

test('isHealthProbe: GET /healthz with two Host lines is not the probe (it is answered 400)', () => {
  assert.is(isHealthProbe(request(['Host', 'x', 'Host', 'y'], 'GET', '/healthz')), false);
});

const pathRows: Array<[url: string, path: string]> = [
  ['/bio', '/bio'],
  ['/bio?utm_source=ig', '/bio'],
  ['/bio#contato', '/bio'],
  ['/bio/?x=1#y', '/bio/'],
  ['http://example.com/bio?x', '/bio'],
  ['http://example.com', '/'],
  ['/caf%C3%A9', '/caf%C3%A9'],
];

for (const [url, path] of pathRows) {
  test(`requestPath: ${url} looks up ${path} (query and fragment cut, nothing decoded)`, () => {
    assert.is(requestPath(request(['Host', 'x'], 'GET', url)), path);
  });
}

test.run();
