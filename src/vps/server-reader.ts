// Whether the server's user can read a build: every file (and every folder down to it) by the
// owner, group and other bits that apply to that user, as the kernel decides. The build refuses
// to publish what the server could not read (a build as root under `umask 077`), and doctor
// checks the live one. The server's user is the installed unit's User=; a root build without a
// unit is checked for any other user (the README's www-data, say).
import { readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import { dirname, join } from 'node:path';
import { machineLayout, unitPath } from './machine-layout';

export interface Reader {
  /** As the operator reads it: "ozonteck", or "outros usuários". */
  name: string | null;
  uid: number;
  gids: readonly number[];
}

/** A user's uid and groups from /etc/passwd and /etc/group, or null when there is no such user. */
export function readerNamed(name: string, passwd: string, group: string): Reader | null {
  const entry = passwd.split('\n').map((line) => line.split(':')).find((fields) => fields[0] === name);
  if (!entry) return null;
  const gids = [Number(entry[3])];
  for (const fields of group.split('\n').map((line) => line.split(':'))) {
    if ((fields[3] ?? '').split(',').includes(name)) gids.push(Number(fields[2]));
  }
  return { name, uid: Number(entry[2]), gids };
}

/** Someone neither root nor in any group: what only the "other" bits let through. */
export const anyOtherUser: Reader = { name: null, uid: -1, gids: [] };

/** The user the installed service runs as; any other user when root builds without one; null: no check. */
export function serverReader(uid = process.getuid?.() ?? -1): Reader | null {
  let unit = '';
  try {
    unit = readFileSync(unitPath(machineLayout.serviceUnit), 'utf8');
  } catch {
    return uid === 0 ? anyOtherUser : null;
  }
  const name = /^User=(\S+)/m.exec(unit)?.[1];
  if (name === undefined) return null;
  try {
    return readerNamed(name, readFileSync('/etc/passwd', 'utf8'), readFileSync('/etc/group', 'utf8')) ?? anyOtherUser;
  } catch {
    return anyOtherUser;
  }
}

/** Whether `reader` has every bit of `want` (4 read, 1 search) on a file with these stats. */
export function allows(stats: Pick<Stats, 'uid' | 'gid' | 'mode'>, reader: Reader, want: number): boolean {
  if (reader.uid === 0) return true;
  const shift = stats.uid === reader.uid ? 6 : reader.gids.includes(stats.gid) ? 3 : 0;
  return ((stats.mode >> shift) & want) === want;
}

/** The folders above `path` the reader cannot pass through, from / down. */
export function blockedParents(path: string, reader: Reader): string[] {
  const blocked: string[] = [];
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    if (!allows(statSync(dir), reader, 1)) blocked.unshift(dir);
    if (dir === dirname(dir)) return blocked;
  }
}

/** Every path in the tree at `top` (itself included) the reader cannot read, folders above it too. */
export function unreadableBy(reader: Reader, top: string): string[] {
  const found = blockedParents(top, reader);
  const visit = (path: string) => {
    const stats = statSync(path);
    if (stats.isDirectory()) {
      if (!allows(stats, reader, 5)) return void found.push(path);
      for (const name of readdirSync(path)) visit(join(path, name));
    } else if (!allows(stats, reader, 4)) found.push(path);
  };
  visit(top);
  return found;
}
