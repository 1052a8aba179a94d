// The bootstrap script's own stops, before any TypeScript runs, on a machine without Node: a
// system the install does not support is named and nothing is installed; on Debian 12, whose own
// Node is 18, NodeSource's is chosen, and without internet the script says what failed and what
// to do, leaving no NodeSource source behind for apt.
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkoutInside, Machine } from './machine';

const bootstrap = suite<{ machine: Machine }>('instalar.sh on a machine without Node');
const install = `bash ${checkoutInside}/src/vps/instalar.sh --sim`;
const long = { timeoutMs: 10 * 60_000 };

bootstrap.before(async (context) => {
  context.machine = await Machine.create({ node: false });
  await context.machine.boot();
});
bootstrap.after(async ({ machine }) => machine?.destroy());

bootstrap('a system it does not support: named, and nothing installed', async ({ machine }) => {
  const release = machine.onHost('/etc/os-release');
  const debian = readFileSync(release, 'utf8');
  await writeFile(release, 'PRETTY_NAME="Rocky Linux 9.3 (Blue Onyx)"\nID="rocky"\nVERSION_ID="9.3"\n');
  try {
    const done = await machine.exec(install, long);
    assert.is(done.code, 1, done.stdout);
    assert.match(done.stderr, '✗ Este sistema é Rocky Linux 9.3 (Blue Onyx). A instalação funciona em Debian 12 ou 13 e Ubuntu 22.04 ou');
    assert.match(done.stderr, '24.04: crie o VPS com um deles');
    assert.not.ok(existsSync(machine.onHost('/usr/local/bin/ozonteck')));
  } finally {
    await writeFile(release, debian);
  }
});

bootstrap("Debian 12's own Node is 18: NodeSource's is chosen; offline, what failed and what to do", async ({ machine }) => {
  const done = await machine.exec(install, long);
  const output = done.stdout + done.stderr;
  assert.is(done.code, 1, output);
  assert.match(output, '✓ Sistema: Debian GNU/Linux 12 (bookworm)');
  assert.match(output, /… O sistema só tem o Node 18\.[^;]*; o site precisa do 20 ou mais novo\./);
  assert.match(output, '… Instalando o Node 22 dos pacotes da NodeSource (deb.nodesource.com).');
  assert.ok(output.includes('✗ Não deu para baixar a chave da NodeSource: confira a internet do VPS e rode de novo.'), output);
  assert.not.ok(existsSync(machine.onHost('/etc/apt/sources.list.d/nodesource.list')), 'no source apt cannot reach');
  assert.not.ok(existsSync(machine.onHost('/usr/local/bin/ozonteck')));
});

bootstrap.run();
