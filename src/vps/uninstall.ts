// `ozonteck desinstalar`: removes what the install added (the units, Caddy's site, the rotation,
// the command, the server's user) and keeps what is the operator's: site/ and the access logs.
// Caddy and Node stay installed (other sites may use them); the system's own Caddyfile comes back.
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { messages } from '../messages/catalogue';
import { machineLayout, unitPath } from './machine-layout';
import { caddyfileMark } from './proxy-files';
import { run } from './run';
import { walkSteps, type StepOutcome } from './steps';

function removeFiles(...paths: string[]): StepOutcome {
  const present = paths.filter((path) => existsSync(path));
  for (const path of present) rmSync(path, { force: true });
  return present.length > 0 ? 'changed' : 'unchanged';
}

function removeUnits(): StepOutcome {
  const units = [machineLayout.serviceUnit, machineLayout.socketUnit];
  if (!units.some((unit) => existsSync(unitPath(unit)))) return 'unchanged';
  run('systemctl', ['disable', '--now', ...units]);
  removeFiles(...units.map(unitPath));
  run('systemctl', ['daemon-reload']);
  return 'changed';
}

function removeCaddySite(): StepOutcome {
  const path = machineLayout.caddyfile;
  if (!existsSync(path) || !readFileSync(path, 'utf8').startsWith(caddyfileMark)) return 'unchanged';
  if (existsSync(machineLayout.caddyfileBefore)) renameSync(machineLayout.caddyfileBefore, path);
  else rmSync(path);
  run('systemctl', ['reload-or-restart', 'caddy']);
  return 'changed';
}

function removeUser(): StepOutcome {
  if (run('id', ['-u', machineLayout.user]).code !== 0) return 'unchanged';
  run('userdel', [machineLayout.user]);
  return 'changed';
}

export async function uninstall(root: string): Promise<boolean> {
  const said = messages().vps.uninstall;
  const done = await walkSteps([
    { title: said.units, run: removeUnits },
    { title: said.caddySite, run: removeCaddySite },
    { title: said.logrotate, run: () => removeFiles(machineLayout.logrotateFile) },
    { title: said.command, run: () => removeFiles(machineLayout.command) },
    { title: said.user(machineLayout.user), run: removeUser },
  ]);
  if (done) console.log(said.kept(`${root}/site`, machineLayout.logDir, root));
  return done;
}
