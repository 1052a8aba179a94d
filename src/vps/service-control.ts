// The server's units, Caddy and the files the install owns, changed only when they differ from
// what they should be: so a second install says "already right" and restarts nothing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { messages } from '../messages/catalogue';
import { machineLayout } from './machine-layout';
import { run, tailOf } from './run';
import { StepFailed } from './steps';

/** Writes `text` to `path` unless it already holds it; whether it wrote. */
export function writeIfDifferent(path: string, text: string, mode = 0o644): boolean {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return false;
  writeFileSync(path, text, { mode });
  return true;
}

/** `systemctl <args>`, or a failed step naming the command and the journal to read. */
export function systemctl(...args: string[]): void {
  const ran = run('systemctl', args);
  if (ran.code !== 0) {
    const said = messages().vps.service;
    const unit = args.at(-1) ?? machineLayout.serviceUnit;
    throw new StepFailed(said.commandFailed(`systemctl ${args.join(' ')}`, tailOf(ran, 4)), said.unitsAsBefore,
      said.readJournal(unit));
  }
}

/** Restarts the server (settings and code it read at start), or reloads it (a new build alone). */
export function restartOrReload(restart: boolean): void {
  // A server that kept failing (a broken update) has hit systemd's start limit: cleared first.
  run('systemctl', ['reset-failed', machineLayout.serviceUnit]);
  systemctl(restart ? 'restart' : 'reload-or-restart', machineLayout.serviceUnit);
}
