// Caddy: installed from the system's packages (Debian 12 and 13, Ubuntu 24.04 have it), else
// from Caddy's own apt repository (Ubuntu 22.04); its Caddyfile is the install's site alone (the
// system's own kept aside once, for the uninstall to put back), checked by `caddy validate`
// before Caddy reloads it.
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { messages } from '../messages/catalogue';
import { machineLayout } from './machine-layout';
import { caddyfile, caddyfileMark, type CaddySite } from './proxy-files';
import { installed, run, tailOf } from './run';
import { writeIfDifferent } from './service-control';
import { StepFailed, type StepOutcome } from './steps';
import { aptInstall, aptOffers } from './apt';

const caddyKey = 'https://dl.cloudsmith.io/public/caddy/stable/gpg.key';
const caddyKeyring = '/usr/share/keyrings/caddy-stable.asc';
const caddyList = '/etc/apt/sources.list.d/caddy-stable.list';
const caddyRepository = 'https://dl.cloudsmith.io/public/caddy/stable/deb/debian any-version main';

export async function installCaddy(): Promise<StepOutcome> {
  if (installed('caddy')) return 'unchanged';
  if (!aptOffers('caddy')) {
    console.log(messages().vps.caddy.fromCaddyRepository);
    const key = await fetch(caddyKey).then((response) => (response.ok ? response.text() : null)).catch(() => null);
    if (key === null) {
      const said = messages().vps.caddy;
      throw new StepFailed(said.keyFailed(caddyKey), messages().vps.apt.nothingChanged, messages().vps.apt.todo);
    }
    writeFileSync(caddyKeyring, key);
    writeFileSync(caddyList, `deb [signed-by=${caddyKeyring}] ${caddyRepository}\n`);
    run('apt-get', ['update', '-qq']);
  } else console.log(messages().vps.caddy.fromSystem);
  aptInstall(['caddy']);
  return 'changed';
}

/** Writes the site's Caddyfile (checked first) and has Caddy read it; whether anything changed. */
export function writeCaddySite(site: CaddySite): StepOutcome {
  const path = machineLayout.caddyfile;
  const text = caddyfile(site);
  const said = messages().vps.caddy;
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return 'unchanged';
  const candidate = `${path}.novo`;
  writeFileSync(candidate, text);
  const checked = run('caddy', ['validate', '--adapter', 'caddyfile', '--config', candidate]);
  if (checked.code !== 0) throw new StepFailed(said.invalid(tailOf(checked)), said.caddyfileAsBefore, said.reportIt);
  const ours = existsSync(path) && readFileSync(path, 'utf8').startsWith(caddyfileMark);
  const before = machineLayout.caddyfileBefore;
  if (existsSync(path) && !ours && !existsSync(before)) copyFileSync(path, before);
  writeIfDifferent(path, text);
  run('rm', ['-f', candidate]);
  const started = run('systemctl', ['enable', '--now', 'caddy']);
  const reloaded = started.code === 0 ? run('systemctl', ['reload-or-restart', 'caddy']) : started;
  if (reloaded.code !== 0)
    throw new StepFailed(said.reloadFailed(tailOf(reloaded)), said.caddyfileWritten, said.readCaddyJournal);
  return 'changed';
}
