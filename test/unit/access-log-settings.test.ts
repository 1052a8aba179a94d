// ACCESS_LOG, ACCESS_LOG_FULL_IP, TRUST_PROXY and the stricter HOST: every bad value names its
// variable and the expected form; listen failures name PORT or HOST.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseAccessLogSettings } from '../../src/settings/access-log-settings';
import { ConfigError } from '../../src/settings/settings';
import { parseServerSettings } from '../../src/settings/server-settings';
import { listenErrorMessage } from '../../src/server/process/listen-errors';
import { useLanguage } from '../../src/messages/language';

// These tests match the English messages; the Portuguese default has its own (test/README.md).
useLanguage('en');

test('access log: off by default, addresses shortened, no proxy trusted', () => {
  const settings = parseAccessLogSettings({});
  assert.equal(settings.destination, { kind: 'off' });
  assert.is(settings.fullIp, false);
  assert.equal([...settings.trustedProxies], []);
});

test('access log: off, stdout (any case) or an absolute file path', () => {
  assert.equal(parseAccessLogSettings({ ACCESS_LOG: 'OFF' }).destination, { kind: 'off' });
  assert.equal(parseAccessLogSettings({ ACCESS_LOG: 'Stdout' }).destination, { kind: 'stdout' });
  assert.equal(parseAccessLogSettings({ ACCESS_LOG: ' /var/log/ozonteck/access.log ' }).destination, { kind: 'file', path: '/var/log/ozonteck/access.log' });
});

test('access log: full addresses and trusted proxies (written canonically)', () => {
  const settings = parseAccessLogSettings({ ACCESS_LOG_FULL_IP: 'on', TRUST_PROXY: '127.0.0.1, ::FFFF:10.0.0.2,0:0:0:0:0:0:0:1' });
  assert.is(settings.fullIp, true);
  assert.equal([...settings.trustedProxies], ['127.0.0.1', '10.0.0.2', '::1']);
  assert.equal([...parseAccessLogSettings({ TRUST_PROXY: 'off' }).trustedProxies], []);
  assert.equal([...parseAccessLogSettings({ TRUST_PROXY: 'não' }).trustedProxies], []);
  assert.equal(parseAccessLogSettings({ ACCESS_LOG: 'Não' }).destination, { kind: 'off' });
});

const badValues: Array<[string, string, RegExp]> = [
  ['ACCESS_LOG', 'access.log', /ACCESS_LOG must be "off", "stdout", or the absolute path of a file/],
  ['ACCESS_LOG', 'on', /ACCESS_LOG must be/],
  ['ACCESS_LOG', '/var/log/ozonteck/', /ACCESS_LOG must be/],
  ['ACCESS_LOG', '/var/log/a\u0007b', /ACCESS_LOG must be/],
  ['ACCESS_LOG_FULL_IP', 'talvez', /ACCESS_LOG_FULL_IP must be "on" or "off"/],
  ['TRUST_PROXY', 'nginx', /TRUST_PROXY must be the IP address of your reverse proxy/],
  ['TRUST_PROXY', '127.0.0.1,', /TRUST_PROXY must be/],
  ['TRUST_PROXY', '10.0.0.0/8', /TRUST_PROXY must be/],
];
for (const [name, value, message] of badValues) {
  test(`access log: ${name}=${JSON.stringify(value)} stops with a message naming the variable`, () => {
    assert.throws(() => parseAccessLogSettings({ [name]: value }), (error: unknown) => error instanceof ConfigError && message.test(error.message));
  });
}

test('HOST: IP literals and host names are accepted; IPv6 brackets are dropped', () => {
  for (const host of ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost', 'web-1.internal', 'fe80::1%eth0']) {
    assert.is(parseServerSettings({ HOST: host }).host, host);
  }
  assert.is(parseServerSettings({ HOST: '[::1]' }).host, '::1');
});

for (const host of ['999.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '::1::', 'my host', 'http://x', '-web', 'a_b.example', `${'a'.repeat(64)}.example`]) {
  test(`HOST=${JSON.stringify(host)} stops start-up with a message naming HOST`, () => {
    assert.throws(() => parseServerSettings({ HOST: host }), (error: unknown) => error instanceof ConfigError && /^HOST must be an IP address or host name of this machine/.test(error.message));
  });
}

const listenFailure = (code: string) => Object.assign(new Error(`listen ${code}`), { code });

test('listen failures name the setting to change', () => {
  assert.match(listenErrorMessage(listenFailure('ENOTFOUND'), 3000, 'sitio.invalid'), /^HOST=sitio\.invalid cannot be listened on: no such host name \(ENOTFOUND\)\. Set HOST to/);
  assert.match(listenErrorMessage(listenFailure('EADDRNOTAVAIL'), 3000, '192.0.2.10'), /^HOST=192\.0\.2\.10 is not an address of this machine/);
  assert.match(listenErrorMessage(listenFailure('EADDRINUSE'), 3000, '127.0.0.1'), /^Port 3000 on 127\.0\.0\.1 is already in use\. Stop the other process or set PORT\./);
  assert.match(listenErrorMessage(listenFailure('EACCES'), 80, '0.0.0.0'), /^No permission to listen on port 80 \(PORT\)/);
  assert.match(listenErrorMessage(listenFailure('EWHATEVER'), 80, '0.0.0.0'), /HOST=0\.0\.0\.0 PORT=80/);
});

test.run();
