// The server reads its own settings strictly, and never refuses to start or reload over a setting
// only the build reads (SPONSOR, WHATSAPP_NUMBER…): the live build it serves was made from good
// ones. A problem there is a warning naming the file and the line, for the next build to refuse.
import { locatedMessage } from '../setting-origin';
import { isBuildOnly } from '../setting-table';
import { ConfigError, siteSettingsDrift, type SiteSettings, type SiteVariable } from '../settings';
import type { ReadOptions } from '../settings-file';
import { messages } from '../../messages/catalogue';
import type { LoadedEnv } from './env-file';

/** What the server's reader of the settings file lets through: a line about a build-only setting, or a comment. */
export const toleratingBuildOnly: Pick<ReadOptions, 'tolerate'> = {
  tolerate: (name) => name === '' || isBuildOnly(name),
};

export interface BuildSettingsReport {
  /** For the operator: each names the file and line, and says that the live build keeps serving. */
  problems: string[];
  /** Build settings set to other values than the live build has: a rebuild applies them. */
  drift: SiteVariable[];
}

export function buildSettingsReport(loaded: LoadedEnv, built: SiteSettings): BuildSettingsReport {
  const problems = [...loaded.skipped];
  let drift: SiteVariable[] = [];
  try {
    drift = siteSettingsDrift(loaded.env, built, loaded.origins);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(locatedMessage(error, loaded.origins, loaded.env));
  }
  return { problems: problems.map(messages().settings.buildOnlyProblem), drift };
}
