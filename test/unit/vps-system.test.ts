// The VPS install's judgement of the machine, pure: which systems it supports (the TypeScript side
// and the bootstrap script, src/vps/instalar.sh, give the same answers), where Node comes from,
// and whether a user can read a file by its owner, group and mode bits.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useLanguage } from '../../src/messages/language';
import { isSupported, parseOsRelease } from '../../src/vps/os-release';
import { allows, anyOtherUser, readerNamed } from '../../src/vps/server-reader';
import { machineBlocks, machineLines } from '../../src/vps/machine-check';

const script = join(import.meta.dirname, '..', '..', 'src', 'vps', 'instalar.sh');

/** Calls one of the bootstrap script's functions (sourced, nothing else run); its output and status. */
function shell(call: string): { out: string; ok: boolean } {
  const done = spawnSync('bash', ['-c', `OZONTECK_SO_FUNCOES=1 . "${script}"; ${call}`], { encoding: 'utf8' });
  return { out: done.stdout.trim(), ok: done.status === 0 };
}

const releases: Array<[text: string, pretty: string, supported: boolean]> = [
  ['PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nNAME="Debian GNU/Linux"\nVERSION_ID="12"\nID=debian\n', 'Debian GNU/Linux 12 (bookworm)', true],
  ['PRETTY_NAME="Debian GNU/Linux 13 (trixie)"\nVERSION_ID="13"\nID=debian\n', 'Debian GNU/Linux 13 (trixie)', true],
  ['PRETTY_NAME="Debian GNU/Linux 11 (bullseye)"\nVERSION_ID="11"\nID=debian\n', 'Debian GNU/Linux 11 (bullseye)', false],
  ['PRETTY_NAME="Ubuntu 24.04.1 LTS"\nNAME="Ubuntu"\nVERSION_ID="24.04"\nID=ubuntu\nID_LIKE=debian\n', 'Ubuntu 24.04.1 LTS', true],
  ["PRETTY_NAME='Ubuntu 22.04.5 LTS'\nVERSION_ID='22.04'\nID=ubuntu\n", 'Ubuntu 22.04.5 LTS', true],
  ['PRETTY_NAME="Ubuntu 20.04.6 LTS"\nVERSION_ID="20.04"\nID=ubuntu\n', 'Ubuntu 20.04.6 LTS', false],
  ['PRETTY_NAME="Rocky Linux 9.3 (Blue Onyx)"\nVERSION_ID="9.3"\nID="rocky"\nID_LIKE="rhel centos fedora"\n', 'Rocky Linux 9.3 (Blue Onyx)', false],
  ['PRETTY_NAME="Debian GNU/Linux trixie/sid"\nID=debian\n', 'Debian GNU/Linux trixie/sid', false],
];

test('the release is read from /etc/os-release, and the TypeScript and the bootstrap script agree on it', () => {
  for (const [text, pretty, supported] of releases) {
    const release = parseOsRelease(text);
    assert.is(release.prettyName, pretty);
    assert.is(isSupported(release), supported, pretty);
    assert.is(shell(`ozonteck_sistema_suportado "${release.id}" "${release.version}"`).ok, supported, `instalar.sh: ${pretty}`);
  }
});

test("Node's major version, from node --version and from apt's candidates", () => {
  const table: Array<[string, string]> = [['v20.11.1', '20'], ['18.19.0+dfsg-6~deb12u2', '18'], ['1:22.3.0-1nodesource1', '22'], ['', '0'], ['(none)', '0']];
  for (const [version, major] of table) assert.is(shell(`ozonteck_versao_principal "${version}"`).out, major, version);
});

test('where Node comes from: the one installed when 20 or later, else apt when it offers 20, else NodeSource', () => {
  const table: Array<[installed: string, candidate: string, source: string]> = [
    ['v22.1.0', '', 'presente'],
    ['v20.0.0', '18.19.0+dfsg-6~deb12u2', 'presente'],
    ['', '20.19.2+dfsg-1', 'sistema'], // Debian 13
    ['v18.19.0', '18.19.0+dfsg-6~deb12u2', 'nodesource'], // Debian 12's own Node is too old
    ['', '12.22.9~dfsg-1ubuntu3.6', 'nodesource'], // Ubuntu 22.04
    ['', '(none)', 'nodesource'],
  ];
  for (const [installed, candidate, source] of table) {
    assert.is(shell(`ozonteck_origem_do_node "${installed}" "${candidate}"`).out, source, `${installed} / ${candidate}`);
  }
});

test('a user reads a file by the owner, group or other bits that apply to it', () => {
  const passwd = 'root:x:0:0::/root:/bin/bash\nozonteck:x:998:997::/nonexistent:/usr/sbin/nologin\n';
  const group = 'root:x:0:\nozonteck:x:997:\nadm:x:4:ozonteck\n';
  const server = readerNamed('ozonteck', passwd, group)!;
  assert.equal(server, { name: 'ozonteck', uid: 998, gids: [997, 4] });
  assert.is(readerNamed('www-data', passwd, group), null);
  const rootOnly = { uid: 0, gid: 0, mode: 0o100600 };
  assert.not.ok(allows(rootOnly, server, 4));
  assert.ok(allows({ ...rootOnly, uid: 998 }, server, 4), 'its own file');
  assert.ok(allows({ uid: 0, gid: 4, mode: 0o100640 }, server, 4), 'through a group it is in');
  assert.ok(allows({ uid: 0, gid: 0, mode: 0o100644 }, anyOtherUser, 4));
  assert.not.ok(allows({ uid: 0, gid: 0, mode: 0o40754 }, anyOtherUser, 5), 'a folder it may read but not pass');
  assert.ok(allows({ uid: 0, gid: 0, mode: 0o40755 }, anyOtherUser, 5));
});

test('the machine check: what blocks the install, what only warns, what it cannot tell', () => {
  useLanguage('pt-BR');
  const release = parseOsRelease(releases[0]![0]);
  const fine = { release, memoryMegabytes: 2000, freeMegabytes: 20_000, ports: { 80: '', 443: 'caddy' } };
  const lines = machineLines(fine);
  assert.equal(lines.map((line) => line.text), [
    'Sistema: Debian GNU/Linux 12 (bookworm).',
    'Memória: 2000 MB.',
    'Disco: 20000 MB livres.',
    'Porta 80: livre.',
    'Porta 443: com o Caddy (o da instalação).',
  ]);
  assert.not.ok(machineBlocks(lines));
  const low = machineLines({ ...fine, memoryMegabytes: 512, ports: { 80: null, 443: '' } });
  assert.equal(low.map((line) => line.mark), ['✓', '!', '✓', '?', '✓']);
  assert.not.ok(machineBlocks(low), 'little memory and an unknown port warn');
  const taken = machineLines({ ...fine, ports: { 80: 'nginx', 443: '' } });
  assert.ok(machineBlocks(taken));
  assert.match(taken[3]!.text, 'Porta 80: usada por nginx. O Caddy precisa dela: pare o outro programa (systemctl disable --now nginx)');
  assert.ok(machineBlocks(machineLines({ ...fine, release: parseOsRelease(releases[6]![0]) })), 'Rocky Linux');
  assert.ok(machineBlocks(machineLines({ ...fine, freeMegabytes: 900 })), 'a full disk');
});

test.run();
