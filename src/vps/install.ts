// `ozonteck instalar`: from a machine with the code and Node (instalar.sh) to the live site over
// HTTPS. It says what it found, asks what only the operator knows, then walks its steps (steps.ts),
// each changing only what is not already right, and ends with its verdict (verdict.ts).
import { messages } from '../messages/catalogue';
import { settingName, type Env } from '../settings/setting-table';
import { readEnvFile } from '../settings/site-folder/env-file';
import { ensureProgram } from './apt';
import { installCaddy, writeCaddySite } from './caddy-setup';
import { buildFreshness, liveBuildInfo, settingsDrift } from './freshness';
import { waitForHttps } from './https-check';
import { dnsLine, machineBlocks, machineLines, type CheckLine } from './machine-check';
import { machineLayout, unitPath } from './machine-layout';
import * as probe from './probes';
import { logrotateFile } from './proxy-files';
import { askSettings, type GivenAnswers } from './questions';
import { buildForServer } from './publish';
import { run } from './run';
import { restartOrReload, systemctl, writeIfDifferent } from './service-control';
import { writeSettings } from './settings-writer';
import { StepFailed, walkSteps, type Step, type StepOutcome } from './steps';
import { unitFiles } from './unit-files';
import { printVerdict } from './verdict';

export interface InstallOptions extends GivenAnswers {
  root: string;
  /** No questions (--sim): every answer from the command line or the settings file. */
  yes: boolean;
  /** Caddy's own authority instead of a public certificate (--tls-interno: the test machine, offline). */
  internalTls: boolean;
}

const printCheck = (line: CheckLine) => console.log(`${line.mark} ${line.text}`);

/** The settings file's values alone (not this command's environment), or a stop with its message. */
export function fileSettings(root: string): Env {
  try {
    return readEnvFile(root, {}).env;
  } catch (error) {
    const said = messages().vps.install;
    throw new StepFailed((error as Error).message, said.nothingChanged, said.fixSettingsFile);
  }
}

function ensureUser(): StepOutcome {
  if (run('id', ['-u', machineLayout.user]).code === 0) return 'unchanged';
  const args = ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent'];
  args.push('--shell', '/usr/sbin/nologin');
  const made = run('useradd', [...args, machineLayout.user]);
  if (made.code !== 0) {
    const said = messages().vps.install;
    throw new StepFailed(said.userFailed(machineLayout.user, made.stderr.trim()), said.nothingChanged, said.reportIt);
  }
  return 'changed';
}

/** What the running server needs to serve what is on disk: nothing, a reload (a new build), a restart. */
type ServerNeeds = 'nothing' | 'reload' | 'restart';

/**
 * A build when there is none, or the code, texts, pictures or site settings are newer than the
 * live one; what the server then needs to serve it.
 */
async function build(root: string): Promise<ServerNeeds> {
  const drift = settingsDrift(fileSettings(root), liveBuildInfo(root));
  if (buildFreshness(root).kind === 'fresh' && drift.length === 0) return 'nothing';
  return (await buildForServer(root)) ? 'restart' : 'reload';
}

/** The units written and enabled, and the server started, restarted or reloaded as `needs` says. */
function writeUnits(root: string, needs: ServerNeeds): StepOutcome {
  let changed = false;
  for (const [name, text] of unitFiles({ root, nodePath: probe.nodePath() }))
    changed = writeIfDifferent(unitPath(name), text) || changed;
  if (changed) systemctl('daemon-reload');
  const { enabled, active } = probe.unitState(machineLayout.serviceUnit);
  const socket = probe.unitState(machineLayout.socketUnit);
  if (!enabled || !socket.enabled) systemctl('enable', machineLayout.socketUnit, machineLayout.serviceUnit);
  if (!socket.active) systemctl('start', machineLayout.socketUnit);
  const restart = !active || changed || needs === 'restart';
  if (restart || needs === 'reload') restartOrReload(restart);
  const started = !enabled || !socket.enabled || !socket.active;
  return changed || started || needs !== 'nothing' || !active ? 'changed' : 'unchanged';
}

function openFirewall(): StepOutcome {
  if (probe.ufwActive() !== true) return 'unchanged';
  const rules = run('ufw', ['status']).stdout;
  const missing = ['80/tcp', '443/tcp'].filter((port) => !new RegExp(`^${port}\\s+ALLOW`, 'm').test(rules));
  for (const port of missing) run('ufw', ['allow', port]);
  return missing.length > 0 ? 'changed' : 'unchanged';
}

export async function install(options: InstallOptions): Promise<boolean> {
  const { root } = options;
  const said = messages().vps.install;
  console.log(said.checking);
  const facts = {
    release: probe.systemRelease(),
    memoryMegabytes: probe.memoryMegabytes(),
    freeMegabytes: probe.freeMegabytes(root),
    ports: { 80: await probe.portHolder(80), 443: await probe.portHolder(443) },
  };
  const lines = machineLines(facts);
  lines.forEach(printCheck);
  if (machineBlocks(lines)) return (console.log(said.machineBlocks), false);

  let answers: Record<string, string> = {};
  let serverNeeds: ServerNeeds = 'nothing';
  let domain = '';
  const steps: Step[] = [
    {
      title: said.settingsStep,
      run: async () => {
        answers = await askSettings(fileSettings(root), options, !options.yes && process.stdin.isTTY === true);
        domain = new URL(answers[settingName.SITE_URL]!).hostname;
        const dns = dnsLine({ domain, addresses: await probe.addressesOf(domain), own: probe.ownAddresses() });
        printCheck(dns);
        if (dns.mark === '✗') throw new StepFailed(dns.text, said.nothingChanged, said.dnsTodo(domain));
        const access = { [settingName.ACCESS_LOG]: machineLayout.accessLog };
        if (writeSettings(root, access) === 'changed') serverNeeds = 'restart';
        return writeSettings(root, answers);
      },
    },
    { title: said.userStep(machineLayout.user), run: ensureUser },
    {
      title: said.buildStep,
      run: async () => {
        const needs = await build(root);
        if (needs !== 'nothing' && serverNeeds !== 'restart') serverNeeds = needs;
        return needs === 'nothing' ? 'unchanged' : 'changed';
      },
    },
    {
      title: said.logStep,
      run: () => {
        const program = ensureProgram('logrotate');
        return writeIfDifferent(machineLayout.logrotateFile, logrotateFile()) ? 'changed' : program;
      },
    },
    { title: said.unitsStep, run: () => writeUnits(root, serverNeeds) },
    { title: said.caddyStep, run: installCaddy },
    {
      title: said.caddySiteStep,
      run: async () => {
        const www = await probe.addressesOf(`www.${domain}`);
        const wwwHere = www !== null && www.some((address) => probe.ownAddresses().includes(address));
        if (!wwwHere) console.log(`! ${said.noWww(domain)}`);
        return writeCaddySite({ domain, www: wwwHere, internalTls: options.internalTls });
      },
    },
    { title: said.firewallStep, run: openFirewall },
    { title: said.httpsStep, run: () => httpsThenHsts(root, domain, options.internalTls) },
  ];
  if (!(await walkSteps(steps))) return false;
  return printVerdict(root, domain, options.internalTls);
}

/** HTTPS answering with the site, then HSTS and TRUST_PROXY set to match the proxy (a restart applies them). */
async function httpsThenHsts(root: string, domain: string, internalTls: boolean): Promise<StepOutcome> {
  const said = messages().vps.install;
  const result = await waitForHttps(domain, root, internalTls, 120_000);
  if (result.problem !== undefined || result.answer.status !== 200 || !result.answer.ownPage) {
    const why = result.problem ?? said.notOwnPage(result.answer.status);
    throw new StepFailed(said.httpsFailed(domain, why), said.hstsLeftOff, said.httpsTodo(domain));
  }
  const proxy = { [settingName.HSTS]: 'on', [settingName.TRUST_PROXY]: machineLayout.proxyAddress };
  if (writeSettings(root, proxy) === 'unchanged') return 'unchanged';
  restartOrReload(true);
  return 'changed';
}
