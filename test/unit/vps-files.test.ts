// The files the VPS install writes (src/vps/), checked by the programs that will read them:
// systemd-analyze verify for the units, caddy validate for the Caddy site, logrotate -d for the
// rotation. A program this machine lacks makes its check skipped, never passed (.ci/run installs
// caddy and logrotate on Debian). Each check is shown to fail on a planted mistake.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { caddyfile, logrotateFile } from '../../src/vps/proxy-files';
import { machineLayout } from '../../src/vps/machine-layout';
import { unitFiles } from '../../src/vps/unit-files';
import { testOrSkip } from '../support/skip';

const dir = mkdtempSync(join(tmpdir(), 'vps-files-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));

const which = (program: string) => spawnSync('sh', ['-c', `command -v ${program}`]).stdout.toString().trim() || null;
const missing = (program: string, install: string) => (which(program) ? null : `needs ${program}; Debian: apt-get install ${install}`);

function run(program: string, args: string[]): { code: number | null; output: string } {
  const done = spawnSync(program, args, { cwd: dir, encoding: 'utf8', timeout: 30_000 });
  return { code: done.status, output: `${done.stdout}${done.stderr}` };
}

/** The units written as the install writes them, for a project in `dir`, run by root (a user this machine has). */
function verifyUnits(edit: (text: string) => string = (text) => text): { code: number | null; output: string } {
  const names = unitFiles({ root: dir, nodePath: process.execPath, user: 'root' }).map(([name, text]) => {
    writeFileSync(join(dir, name), edit(text));
    return `./${name}`;
  });
  return run('systemd-analyze', ['verify', ...names]);
}

testOrSkip(test, 'systemd-analyze verify accepts the socket and service units', missing('systemd-analyze', 'systemd'), () => {
  const { code, output } = verifyUnits();
  assert.is(code, 0, output);
  assert.is(output.trim(), '', output);
  const planted = verifyUnits((text) => text.replace('ExecStart=', 'ExecStrat='));
  assert.ok(planted.code !== 0 || planted.output.includes('ExecStrat'), planted.output);
});

function validateCaddy(text: string): { code: number | null; output: string } {
  writeFileSync(join(dir, 'Caddyfile'), text);
  return run('caddy', ['validate', '--adapter', 'caddyfile', '--config', join(dir, 'Caddyfile')]);
}

testOrSkip(test, 'caddy validate accepts the site, with and without www and tls internal', missing('caddy', 'caddy'), () => {
  for (const www of [true, false]) {
    for (const internalTls of [true, false]) {
      const { code, output } = validateCaddy(caddyfile({ domain: 'negocios-teste.com.br', www, internalTls }));
      assert.is(code, 0, output);
    }
  }
  const planted = validateCaddy(caddyfile({ domain: 'negocios-teste.com.br', www: true }).replace('reverse_proxy', 'reverse_proxi'));
  assert.is.not(planted.code, 0, planted.output);
});

test('the Caddy site proxies to the socket, redirects www to the domain, and nothing else', () => {
  const text = caddyfile({ domain: 'negocios-teste.com.br', www: true });
  assert.match(text, `negocios-teste.com.br {\n\treverse_proxy ${machineLayout.listen}\n}`);
  assert.match(text, 'www.negocios-teste.com.br {\n\tredir https://negocios-teste.com.br{uri} permanent\n}');
  assert.not.match(text, 'header');
  assert.not.match(caddyfile({ domain: 'negocios-teste.com.br', www: false }), 'www.');
  assert.not.match(text, 'tls internal');
});

function debugLogrotate(text: string): { code: number | null; output: string } {
  const file = join(dir, 'logrotate.conf');
  writeFileSync(file, text, { mode: 0o644 });
  return run('logrotate', ['-d', '--state', join(dir, 'logrotate.state'), file]);
}

testOrSkip(test, 'logrotate -d reads the rotation: monthly, 13 kept, compressed, the server told to reopen', missing('logrotate', 'logrotate'), () => {
  const { code, output } = debugLogrotate(logrotateFile('root', 'root'));
  assert.is(code, 0, output);
  assert.not.match(output, /error/i);
  assert.match(output, `rotating pattern: ${machineLayout.accessLog}  monthly (13 rotations)`);
  const planted = debugLogrotate(logrotateFile('root', 'root').replace('monthly', 'monthyl'));
  assert.match(planted.output, /error/i);
});

test('the rotation tells the service to reopen its log (SIGUSR2)', () => {
  assert.match(logrotateFile(), `systemctl kill --signal=SIGUSR2 ${machineLayout.serviceUnit}`);
});

test.run();
