// Writes settings into the operator's settings file (site/site.env, or where SITE_DIR or the old
// place puts it), keeping the rest of it (site-env-edit.ts); readable by the server's user.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readEnvFile, settingsFileName, shownPath, siteFolder } from '../settings/site-folder/env-file';
import { withSettings } from './site-env-edit';
import type { StepOutcome } from './steps';

/** The settings file the build and the server read (env-file.ts's rule), existing or to be made. */
export function settingsFilePath(root: string): string {
  return readEnvFile(root, {}).file ?? join(siteFolder(root, {}), settingsFileName);
}

export function writeSettings(root: string, values: Readonly<Record<string, string>>): StepOutcome {
  const path = settingsFilePath(root);
  const before = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const after = withSettings(before, values, shownPath(root, path));
  if (after === before) return 'unchanged';
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, after);
  // Whatever the umask: the server reads this file as its own user.
  chmodSync(dirname(path), 0o755);
  chmodSync(path, 0o644);
  return 'changed';
}
