// `ozonteck publicar` and `ozonteck relatorio`: the build put live (a restart when the server's
// own code changed, else a reload that drops no visitor), and the report over the access logs.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '../messages/catalogue';
import { liveBuildInfo } from './freshness';
import { machineLayout } from './machine-layout';
import { runShown } from './run';
import { restartOrReload } from './service-control';
import { StepFailed } from './steps';

/** Builds; whether the new build's server code differs from the one live before (a restart is due). */
export async function buildForServer(root: string): Promise<boolean> {
  const before = liveBuildInfo(root)?.serverCode;
  const code = await runShown('npm', ['run', 'build'], { cwd: root });
  const said = messages().vps.install;
  if (code !== 0) throw new StepFailed(said.buildFailed, said.liveBuildKept, said.fixBuild);
  const after = liveBuildInfo(root)?.serverCode;
  return before === undefined || after === undefined || before !== after;
}

export async function publish(root: string): Promise<void> {
  const restart = await buildForServer(root);
  restartOrReload(restart);
  console.log(`✓ ${restart ? messages().vps.publish.restarted : messages().vps.publish.reloaded}`);
}

/** The access log and its rotated files, for `npm run report`. */
export function accessLogFiles(): string[] {
  try {
    return readdirSync(machineLayout.logDir)
      .filter((name) => name.startsWith('access.log'))
      .map((name) => join(machineLayout.logDir, name));
  } catch {
    return [];
  }
}

export async function report(root: string, args: string[]): Promise<number> {
  const files = args.some((arg) => !arg.startsWith('-')) ? [] : accessLogFiles();
  if (files.length === 0 && !args.some((arg) => !arg.startsWith('-'))) {
    console.error(`✗ ${messages().vps.publish.noLogs(machineLayout.logDir)}`);
    return 1;
  }
  return (await runShown('npm', ['run', '--silent', 'report', '--', ...args, ...files], { cwd: root })) ?? 1;
}
