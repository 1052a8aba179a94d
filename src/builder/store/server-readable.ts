// A build the server's user can read, whatever the umask of whoever builds: every file of the new
// build written 0644 and every folder 0755 (a root build under `umask 077` would otherwise make
// them root's alone, and the server, running as its own user, would refuse to reload and then fail
// to start). Before the switch, what the server will read is checked as that user
// (src/vps/server-reader.ts): the build, the runtime packages it imports, the settings file, and
// every folder above them. One it could not read stops the build, naming the path and the fix
// (a warning when no installed unit says who the server's user is).
import { chmod, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '../../messages/catalogue';
import { shownPath } from '../../settings/site-folder/env-file';
import { serverReader, unreadableBy, type Reader } from '../../vps/server-reader';
import { BuildRefused, buildStoreName } from './build-store';
import { runtimePackageEntries } from './server-code';

/** The new build's folder and everything in it readable by all, and the store's folder passable. */
export async function makeBuildReadable(root: string, dir: string): Promise<void> {
  await chmod(join(root, buildStoreName), 0o755);
  await makeReadable(dir);
}

/** Every folder under `dir` (itself included) 0755, every file 0644; a folder's entries at once (libuv's pool). */
async function makeReadable(dir: string): Promise<void> {
  await chmod(dir, 0o755);
  const entries = await readdir(dir, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return makeReadable(path);
      return entry.isFile() ? chmod(path, 0o644) : undefined;
    }),
  );
}

/** The paths the server reads besides the build: its runtime packages, package.json, the settings file. */
async function serverInputs(root: string, settingsFile: string | null): Promise<string[]> {
  const packages = (await runtimePackageEntries(root)).map(([path]) => join(root, path));
  const files = [join(root, 'package.json'), ...(settingsFile ? [settingsFile] : [])];
  return [...packages, ...files].filter((path) => existsSync(path));
}

/**
 * Stops the build when the installed service's user could not read what the server will. Without
 * a unit, a root build cannot know who will run the server: what no other user could read is a
 * warning (returned), since a server run as root reads it.
 */
export async function checkServerCanRead(
  root: string,
  buildDir: string,
  settingsFile: string | null,
  reader: Reader | null = serverReader(),
): Promise<string | null> {
  if (reader === null) return null;
  for (const top of [buildDir, ...(await serverInputs(root, settingsFile))]) {
    const [unreadable] = unreadableBy(reader, top);
    if (unreadable === undefined) continue;
    const path = shownPath(root, unreadable);
    const said = messages().vps.permissions;
    if (reader.name === null) return said.unreadableByOthers(path);
    throw new BuildRefused(said.unreadable(reader.name, path));
  }
  return null;
}
