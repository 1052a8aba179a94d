// The site being served, replaced on SIGHUP like nginx's reload: the new build is loaded whole
// beside the live one, then one assignment switches it in; requests in flight keep the handler they
// started on. A build that cannot be loaded changes nothing but one error line.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename } from 'node:path';
import { messages } from '../../messages/catalogue';
import { shownTime } from '../../messages/dates';
import { operatorTimeZone } from '../../settings/time-zone';
import { settingName, siteSettingField } from '../../settings/setting-table';
import type { Logger } from '../process/log';
import { loadSite, type Site } from './load-site';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface LiveSite {
  readonly site: Site;
  /** The request listener: dispatches to the live handler. */
  handle: Handler;
  /**
   * Switches to the build at the dist path, or returns false; `notes` (what it did not apply) make the line a
   * warning.
   */
  reload(notes?: Record<string, unknown>): boolean;
}

const { SPONSOR, REGISTER_URL, WHATSAPP_NUMBER, SOCIAL_PROOF } = settingName;
/** The build's settings the log shows, under their SiteSettings fields. */
const loggedSettings = [SPONSOR, REGISTER_URL, WHATSAPP_NUMBER, SOCIAL_PROOF].map((name) => siteSettingField[name]);

/** What the log says about a build: when it was made, from which folder, with which settings. */
export function describeBuild(site: Site) {
  return {
    build: site.builtAt,
    dir: basename(site.buildDir),
    settings: Object.fromEntries(loggedSettings.map((field) => [field, site.settings[field]])),
  };
}

/** When a build was made, on the operator's clock (TZ, else Brasília's), never UTC's: 22/11/2026 08:50. */
export const shownBuildTime = (site: Site): string => shownTime(site.builtAt, operatorTimeZone(process.env));

/** A build with demo values is served, never silently: its links reach no real sponsor. */
export function warnOfDemoValues(site: Site, log: Logger): void {
  const variables = site.demoDefaultsUsed;
  if (variables.length === 0) return;
  log.warn('this build uses demo values: links reach no real sponsor; set them and rebuild', {
    variables,
    text: messages().server.demoValues(variables.join(', ')),
  });
}

/** The operator's sentences among a reload's notes (restart-settings.ts, server.ts), for the line's text. */
function noteTexts(notes: Record<string, unknown>): string[] {
  const problems = Array.isArray(notes.buildSettingProblems) ? notes.buildSettingProblems : [];
  return [notes.note, notes.settingsFileError, ...problems].filter((text): text is string => typeof text === 'string');
}

export function createLiveSite(
  distPath: string,
  first: Site,
  makeHandler: (site: Site) => Handler,
  log: Logger,
  load = loadSite,
): LiveSite {
  let site = first;
  let handler = makeHandler(first);
  return {
    get site() {
      return site;
    },
    handle: (req, res) => handler(req, res),
    reload(notes = {}) {
      const before = describeBuild(site);
      const started = performance.now();
      try {
        const next = load(distPath);
        const nextHandler = makeHandler(next);
        site = next;
        handler = nextHandler;
      } catch (error) {
        const reason = (error as Error).message;
        log.error('reload refused; the previous build keeps serving', {
          reason,
          live: before,
          text: messages().server.reloadRefused(reason),
        });
        return false;
      }
      const after = describeBuild(site);
      const text = [messages().server.reloaded(after.dir, shownBuildTime(site)), ...noteTexts(notes)].join(' ');
      const fields = { before, after, loadMs: Math.round((performance.now() - started) * 10) / 10, ...notes, text };
      if (Object.keys(notes).length > 0) log.warn('reloaded', fields);
      else log.info('reloaded', fields);
      warnOfDemoValues(site, log);
      return true;
    },
  };
}
