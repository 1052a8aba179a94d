// Packages from the system's apt: what the install adds (Caddy, logrotate) when the machine lacks it.
import { messages } from '../messages/catalogue';
import { installed, run, tailOf } from './run';
import { StepFailed, type StepOutcome } from './steps';

/** Whether apt offers a package (it knows a candidate version). */
export const aptOffers = (name: string): boolean =>
  /Candidate: (?!\(none\))\S/.test(run('apt-cache', ['policy', name]).stdout);

export function aptInstall(packages: readonly string[]): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ran = run('apt-get', ['install', '-y', '-qq', ...packages], { env });
  if (ran.code !== 0) {
    const said = messages().vps.apt;
    throw new StepFailed(said.failed(packages.join(' '), tailOf(ran)), said.nothingChanged, said.todo);
  }
}

/** Installs `program`'s package unless the program is there. */
export function ensureProgram(program: string, name = program): StepOutcome {
  if (installed(program)) return 'unchanged';
  aptInstall([name]);
  return 'changed';
}
