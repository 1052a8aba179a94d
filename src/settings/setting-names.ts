// The settings grouped by the part of the program that reads them, each group derived from the
// settings table (setting-table.ts), which alone writes a name.
import { namesWhere, settingName, type SiteVariable } from './setting-table';

export type { SiteVariable };

/** Baked into the pages at build time. */
export const siteVariables = namesWhere<SiteVariable>((row) => row.group === 'site');

/** Read by the server when it starts: where it listens, and HSTS. */
export const serverVariables = namesWhere((row) => row.group === 'server');
/** Read by the server when it starts: the access log. */
export const accessLogVariables = namesWhere((row) => row.group === 'access-log');

/** The variables a settings file may set, in the README's order. */
export const fileSettingNames: readonly string[] = namesWhere((row) => row.setIn === 'file');

/** Say where the settings file is, so they cannot be set inside it. */
export const locationVariables: readonly string[] = namesWhere((row) => row.setIn === 'environment');

/** Read by the server when it starts, from the file or the command: a change applies on a restart only. */
export const restartVariables: readonly string[] = namesWhere(
  (row) => row.setIn === 'file' && row.applies.includes('restart'),
);

/** The language of every message the operator reads: read by every command. */
export const languageVariable = settingName.SITE_LANGUAGE;
