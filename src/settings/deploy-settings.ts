// The deploy's settings, read by the build (and the rollback): how long earlier builds' files stay
// served (ASSET_RETENTION_DAYS, used by builder/store/asset-retention.ts), and whether demo values
// may replace real ones (REPLACE_REAL_SETTINGS_WITH_DEMO, builder/store/settings-guard.ts).
import { messages } from '../messages/catalogue';
import { defaultOf, limitOf, settingName, type Env } from './setting-table';
import { fail, parseSwitch, valueOf, valueOrDefault } from './settings';

const { ASSET_RETENTION_DAYS: retentionVariable, REPLACE_REAL_SETTINGS_WITH_DEMO: demoOverrideVariable } = settingName;
export const defaultRetentionDays = Number(defaultOf(retentionVariable));
const maxRetentionDays = limitOf(retentionVariable, 'max');

export function parseRetentionDays(env: Env): number {
  const value = valueOf(env, retentionVariable);
  if (value === undefined) return defaultRetentionDays;
  if (!/^[0-9]{1,3}$/.test(value) || Number(value) > maxRetentionDays) {
    fail(retentionVariable, messages().deploy.build.retentionDays(maxRetentionDays), value);
  }
  return Number(value);
}

/** REPLACE_REAL_SETTINGS_WITH_DEMO: a switch, off unless the operator says so. */
export const parseDemoOverride = (env: Env): boolean =>
  parseSwitch(demoOverrideVariable, valueOrDefault(env, demoOverrideVariable));
