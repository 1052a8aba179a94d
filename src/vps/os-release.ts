// Which system the VPS runs, from /etc/os-release, and whether the install supports it: Debian 12
// and 13, Ubuntu 22.04 and 24.04 (what the bootstrap script, instalar.sh, accepts too; a unit
// test holds the two to the same answers). Pure.

export interface SystemRelease {
  /** `debian`, `ubuntu`, … (ID). */
  id: string;
  /** `12`, `24.04` (VERSION_ID); '' when the file gives none (Debian testing). */
  version: string;
  /** As the system names itself: "Debian GNU/Linux 12 (bookworm)". */
  prettyName: string;
}

export const supportedReleases: Readonly<Record<string, readonly string[]>> = {
  debian: ['12', '13'],
  ubuntu: ['22.04', '24.04'],
};

/** The os-release file's values: NAME=value lines, values maybe quoted. */
export function parseOsRelease(text: string): SystemRelease {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z_]+)=(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S*))\s*$/.exec(line.trim());
    if (match) values[match[1]!] = (match[2] ?? match[3] ?? match[4] ?? '').replace(/\\(.)/g, '$1');
  }
  const id = (values.ID ?? '').toLowerCase();
  const version = values.VERSION_ID ?? '';
  return { id, version, prettyName: values.PRETTY_NAME ?? (`${values.NAME ?? id} ${version}`.trim() || '?') };
}

export const isSupported = (release: SystemRelease): boolean =>
  supportedReleases[release.id]?.includes(release.version) ?? false;
