// The operator's whole path on a fresh Debian 12 (test/vps/machine.ts), as the README gives it:
// `bash /srv/ozonteck/src/vps/instalar.sh` from the clone, answering with flags, Caddy's `tls internal`
// for the test domain (no internet here). Then: HTTPS answers with the site's own page and HSTS,
// the units are active and enabled, a second install changes nothing, doctor passes, a restart of
// the machine brings the site back, an update whose server does not start is rolled back by
// itself, and the uninstall keeps site/ and the logs. VPS_TRANSCRIPT=1 prints what the operator reads.
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { realLeads } from '../support/project-copy';
import { commitOnHead } from './commits';
import { checkoutInside, Machine, testDomains } from './machine';

const vps = suite<{ machine: Machine }>('from an empty Debian 12 to the live site over HTTPS');
const [domain] = testDomains as [string, string];
const asRoot = process.getuid?.() === 0;
const answers = [
  `--dominio ${domain}`,
  `--patrocinador ${realLeads.SPONSOR}`,
  `--cadastro ${realLeads.REGISTER_URL}`,
  `--whatsapp ${realLeads.WHATSAPP_NUMBER}`,
  '--sim --tls-interno',
].join(' ');
const install = `bash ${checkoutInside}/src/vps/instalar.sh ${answers}`;
const long = { timeoutMs: 15 * 60_000, env: { SITE_LANGUAGE: 'pt-BR' } };

vps.before(async (context) => {
  if (!asRoot) throw new Error('npm run test:vps runs as root (systemd-nspawn)');
  context.machine = await Machine.create();
  await context.machine.boot();
});
vps.after(async ({ machine }) => machine?.destroy());

/** The site's home page over HTTPS, asked until it answers (Caddy may still be starting). */
async function home(machine: Machine, tries = 40) {
  for (let attempt = 1; ; attempt++) {
    const answer = await machine.fetch(`https://${domain}/`).catch((error: Error) => error);
    if (!(answer instanceof Error) || attempt >= tries) return answer;
    await new Promise((resolve) => setTimeout(resolve, 500)); // bounded: the boot's last services
  }
}

const builtHome = (machine: Machine) => readFileSync(machine.onHost(`${checkoutInside}/dist/index.html`), 'utf8');

vps('the install: one command, a verdict with the live address, links and next commands', async ({ machine }) => {
  const done = await machine.exec(install, long);
  const output = done.stdout + done.stderr;
  if (process.env.VPS_TRANSCRIPT) console.log(output);
  assert.is(done.code, 0, output);
  assert.match(output, `✓ O site está no ar: https://${domain}/ (conferido agora, com uma visita de verdade).`);
  assert.match(output, `Link de cadastro: ${realLeads.REGISTER_URL}?sponsor=${realLeads.SPONSOR}`);
  assert.match(output, `Link do WhatsApp: https://wa.me/${realLeads.WHATSAPP_NUMBER}?text=`);
  for (const next of ['ozonteck publicar', 'ozonteck atualizar', 'ozonteck relatorio']) assert.match(output, next);
  const answer = await home(machine);
  assert.ok(!(answer instanceof Error), String(answer));
  assert.is(answer.status, 200);
  assert.is(answer.body, builtHome(machine), "the site's own page");
  assert.ok(answer.headers['strict-transport-security'], 'HSTS on once HTTPS answers');
  const www = await machine.fetch(`https://${testDomains[1]}/bio?c=qr`);
  assert.is(www.status, 301);
  assert.is(www.headers.location, `https://${domain}/bio?c=qr`);
  const units = await machine.exec('systemctl is-active ozonteck.socket ozonteck.service caddy && systemctl is-enabled ozonteck.socket ozonteck.service');
  assert.is(units.stdout.split('\n').filter(Boolean).join(' '), 'active active active enabled enabled', units.stderr);
  const user = await machine.exec('stat -c %U /proc/$(systemctl show -p MainPID --value ozonteck.service)');
  assert.match(user.stdout, /^ozonteck$/m, 'the server runs as its own user');
  const settings = readFileSync(machine.onHost(`${checkoutInside}/site/site.env`), 'utf8');
  for (const line of [`SITE_URL=https://${domain}`, 'HSTS=on', 'TRUST_PROXY=127.0.0.1', 'ACCESS_LOG=/var/log/ozonteck/access.log']) assert.match(settings, line);
});

vps('a second install changes nothing and says so; doctor passes', async ({ machine }) => {
  const again = await machine.exec(install, long);
  const output = again.stdout + again.stderr;
  assert.is(again.code, 0, output);
  assert.not.match(output, ': feito', output);
  assert.ok((output.match(/já estava certo/g) ?? []).length >= 8, output);
  const doctor = await machine.exec('ozonteck verificar --tls-interno', long);
  assert.is(doctor.code, 0, doctor.stdout + doctor.stderr);
  assert.match(doctor.stdout, 'Tudo certo.');
  assert.not.match(doctor.stdout, '✗');
  assert.ok(existsSync(machine.onHost('/var/log/ozonteck/access.log')), 'the access log is written');
  const rotation = await machine.exec('logrotate -d /etc/logrotate.d/ozonteck');
  assert.is(rotation.code, 0, rotation.stderr);
});

vps('a text goes live: by hand as root under umask 077, and with ozonteck publicar; a private site.env is refused', async ({ machine }) => {
  await writeFile(machine.onHost(`${checkoutInside}/site/texts.env`), 'HERO_BADGE="Revenda da Maria"\n');
  const byHand = await machine.exec(`cd ${checkoutInside} && umask 077 && npm run build && systemctl reload ozonteck`, long);
  assert.is(byHand.code, 0, byHand.stdout + byHand.stderr);
  const answer = await home(machine);
  assert.ok(!(answer instanceof Error) && answer.body.includes('Revenda da Maria'), String(answer instanceof Error ? answer : answer.status));
  await writeFile(machine.onHost(`${checkoutInside}/site/texts.env`), 'HERO_BADGE="Revenda da Maria Souza"\n');
  const published = await machine.exec('umask 077 && ozonteck publicar', long);
  assert.is(published.code, 0, published.stdout + published.stderr);
  assert.match(published.stdout, '✓ Publicado: o servidor recarregou o build novo (nenhum visitante perdido).');
  const again = await home(machine);
  assert.ok(!(again instanceof Error) && again.body.includes('Revenda da Maria Souza'), 'published');

  await machine.mustExec(`chmod 600 ${checkoutInside}/site/site.env`);
  const refused = await machine.exec('ozonteck publicar', long);
  assert.is(refused.code, 1, refused.stdout);
  const stop = 'o usuário ozonteck, que roda o servidor, não consegue ler site/site.env: o servidor pararia. Rode chmod -R a+rX site/site.env e o build de novo.';
  assert.match(refused.stderr, stop);
  await machine.mustExec(`chmod 644 ${checkoutInside}/site/site.env`);
  const still = await home(machine);
  assert.ok(!(still instanceof Error) && still.body.includes('Revenda da Maria Souza'), 'the live site is as it was');

  const report = await machine.exec('ozonteck relatorio', long);
  assert.is(report.code, 0, report.stdout + report.stderr);
  assert.match(report.stdout, /visitas/i);
});

vps('a restart of the machine brings the site back; doctor names a stopped Caddy', async ({ machine }) => {
  await machine.restart();
  const answer = await home(machine);
  assert.ok(!(answer instanceof Error), String(answer));
  assert.is(answer.status, 200);
  await machine.mustExec('systemctl stop caddy');
  const doctor = await machine.exec('ozonteck verificar --tls-interno', long);
  assert.is(doctor.code, 1, doctor.stdout);
  assert.match(doctor.stdout, '✗ Caddy parado: systemctl restart caddy (o motivo: journalctl -u caddy -n 30).');
  await machine.mustExec('systemctl start caddy');
});

/** A commit on top of HEAD whose server stops at start (the build itself succeeds). */
const brokenServerCommit = () =>
  commitOnHead('server.ts', (server) => `throw new Error('servidor quebrado de propósito');\n${server}`, 'a server that does not start');

vps('an update whose server does not start: the previous code and build come back by themselves', async ({ machine }) => {
  const before = (await machine.mustExec('git rev-parse HEAD', { cwd: checkoutInside })).stdout.trim();
  const liveBefore = builtHome(machine);
  await machine.pushToOrigin(brokenServerCommit());
  const update = await machine.exec('ozonteck atualizar', long);
  const output = update.stdout + update.stderr;
  if (process.env.VPS_TRANSCRIPT) console.log(output);
  assert.is(update.code, 1, output);
  assert.match(output, 'O servidor com o código novo não respondeu.');
  assert.match(output, `O código (${before.slice(0, 7)}) e o build anteriores voltaram sozinhos`);
  assert.is((await machine.mustExec('git rev-parse HEAD', { cwd: checkoutInside })).stdout.trim(), before);
  const answer = await home(machine);
  assert.ok(!(answer instanceof Error), String(answer));
  assert.is(answer.status, 200);
  assert.is(answer.body, liveBefore, 'the build from before');
});

vps('a changed domain: the install again with --dominio puts the site there, with a certificate of its own', async ({ machine }) => {
  const other = 'outro-dominio.test';
  const hosts = machine.onHost('/etc/hosts');
  await writeFile(hosts, `${readFileSync(hosts, 'utf8')}127.0.0.1 ${other} www.${other}\n`);
  const done = await machine.exec(`bash ${checkoutInside}/src/vps/instalar.sh --dominio ${other} --sim --tls-interno`, long);
  const output = done.stdout + done.stderr;
  assert.is(done.code, 0, output);
  assert.match(output, `✓ O site está no ar: https://${other}/`);
  assert.match(output, '✓ Build do site: feito', 'SITE_URL is baked into the pages');
  const answer = await machine.fetch(`https://${other}/`);
  assert.is(answer.status, 200);
  assert.match(answer.body, `https://${other}/`);
  assert.match(readFileSync(machine.onHost(`${checkoutInside}/site/site.env`), 'utf8'), `SITE_URL=https://${other}`);
  assert.not.match(readFileSync(machine.onHost('/etc/caddy/Caddyfile'), 'utf8'), domain);
});

vps('the uninstall removes what the install added and keeps site/ and the logs', async ({ machine }) => {
  const done = await machine.exec('ozonteck desinstalar', long);
  assert.is(done.code, 0, done.stdout + done.stderr);
  for (const gone of ['/etc/systemd/system/ozonteck.service', '/etc/systemd/system/ozonteck.socket', '/etc/logrotate.d/ozonteck', '/usr/local/bin/ozonteck']) {
    assert.not.ok(existsSync(machine.onHost(gone)), gone);
  }
  assert.ok(existsSync(machine.onHost(`${checkoutInside}/site/site.env`)), 'site/ kept');
  assert.ok(existsSync(machine.onHost('/var/log/ozonteck/access.log')), 'the logs kept');
  assert.not.match(readFileSync(machine.onHost('/etc/caddy/Caddyfile'), 'utf8'), domain, "Caddy's site gone");
  assert.is((await machine.exec('id -u ozonteck')).code, 1, 'the user removed');
});

vps.run();
