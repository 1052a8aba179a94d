// A reload switches the build; the server's own settings wait for a restart. When the settings
// file asks for other server settings than the server started with, the reload names them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { changedForRestart, restartNotes } from '../../src/settings/restart-settings';
import { useLanguage } from '../../src/messages/language';

// These tests match the English messages; the Portuguese default has its own (test/README.md).
useLanguage('en');

const started = { PORT: '3000', HSTS: 'off', SPONSOR: 'joana', PATH: '/usr/bin' };

test('the server settings whose value changed, appeared or disappeared; site settings and other variables are not among them', () => {
  assert.equal(changedForRestart(started, { ...started }), []);
  assert.equal(changedForRestart(started, { ...started, HSTS: ' off ' }), [], 'spaces around a value change nothing');
  assert.equal(changedForRestart(started, { ...started, HSTS: 'on', SPONSOR: 'maria', PATH: '/bin' }), ['HSTS']);
  assert.equal(changedForRestart(started, { HSTS: 'off', SPONSOR: 'joana', ACCESS_LOG: '/var/log/ozonteck/access.log', TZ: 'America/Sao_Paulo' }), ['PORT', 'ACCESS_LOG', 'TZ']);
  const everyOne = { PORT: '8080', HOST: '0.0.0.0', HSTS: 'on', ACCESS_LOG: 'stdout', ACCESS_LOG_FULL_IP: 'on', TRUST_PROXY: '127.0.0.1', TZ: 'UTC' };
  assert.equal(changedForRestart({}, everyOne), ['PORT', 'HOST', 'HSTS', 'ACCESS_LOG', 'ACCESS_LOG_FULL_IP', 'TRUST_PROXY', 'TZ']);
});

test('the notes for the reloaded line: which need a restart, and what a restart would stop on', () => {
  assert.equal(restartNotes(started, started), {});
  assert.equal(restartNotes(started, { ...started, HSTS: 'on', PORT: '8080' }), {
    restartToApply: ['PORT', 'HSTS'],
    note: 'PORT, HSTS changed since the server started; a reload does not apply them: systemctl restart ozonteck does.',
  });
  const invalid = restartNotes(started, { ...started, HSTS: 'talvez' });
  assert.equal(invalid.restartToApply, ['HSTS']);
  assert.match(String(invalid.restartWouldFail), /^HSTS must be "on" or "off" .*\(got "talvez"\)/);
  // Not "restart to apply": a restart would stop.
  assert.match(String(invalid.note), /^HSTS must be "on" or "off" .*\(got "talvez"\)\..* A restart would stop on it: correct it first\.$/);
});

test('in Portuguese the verb agrees with the settings named: one "mudou", several "mudaram"', () => {
  useLanguage('pt-BR');
  try {
    assert.match(String(restartNotes(started, { ...started, HSTS: 'on' }).note), /^HSTS mudou desde que o servidor iniciou; uma recarga não aplica essa mudança: systemctl restart ozonteck aplica\.$/);
    const both = { ...started, HSTS: 'on', TRUST_PROXY: '127.0.0.1' };
    assert.match(String(restartNotes(started, both).note), /^HSTS, TRUST_PROXY mudaram desde que o servidor iniciou; uma recarga não aplica essas mudanças:/);
  } finally {
    useLanguage('en');
  }
});

test.run();
