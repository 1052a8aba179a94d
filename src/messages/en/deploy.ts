// The deploy's messages: the atomic build, the kept builds, npm run status and npm run rollback,
// earlier builds' files, and the guard against demo values.
import type { deploy as portuguese } from '../pt-BR/deploy';

export const deploy: typeof portuguese = {
  status: {
    noBuild: 'No build yet: run npm run build.',
    distNotKept: 'dist does not point at a kept build.',
    live: (name, builtAt, since) => `Live build: ${name}, built ${builtAt}, live in dist since ${since}, with:`,
    rollbackWould: (name, sponsor) => `npm run rollback would make ${name} live (sponsor ${sponsor}).`,
    nowhereBack:
      'No earlier version is kept: npm run rollback has nowhere to go back to (after a move to a new ' +
        'server, only the new build exists).',
    whichServed:
      'Which build the running server serves: its last "Serving the site" or "Reloaded" line, which names it as ' +
        'this list does (journalctl -u ozonteck | grep -E "Serving the site|Reloaded" | tail -n 1).',
    failed: (message) => `Status: ${message}`,
  },
  rollback: {
    done: (to, builtAt, from, sponsor) =>
      `Rolled back: dist -> ${to} (built ${builtAt}), in place of ${from} (sponsor ${sponsor}).`,
    further: (name) => `npm run rollback again goes one build further back, to ${name}.`,
    oldest: 'This is the oldest kept build: there is none before it.',
    settingsStillNewer:
      "site/site.env still holds the newer build's settings: correct it before the next npm run build, or that build " +
        "brings them back.",
    retentionFallback: (problem, days) =>
      `Warning: ${problem} The rollback goes on with ASSET_RETENTION_DAYS=${days}; correct this before the next build.`,
    stopped: (message) => `Rollback stopped: ${message} dist/ is unchanged.`,
    noBuildYet: 'there is no build yet, so nothing to go back to. Run npm run build.',
    noLiveBuild: (store) =>
      `dist does not point at a build in ${store}/, so there is no earlier build to go back to. Run npm run build.`,
    liveIsOldest: (name, kept) =>
      `the live build (${name}) is the oldest one kept (the last ${kept} builds are kept): there is none before it. ` +
        `To change the site, edit site/site.env and run npm run build.`,
  },
  usage: (got) => `Usage: npm run status | npm run rollback (got ${got}).`,
  report: {
    noBuildJson: '(no readable build.json: a build from an older version of the code, or damaged)',
    demoMark: (name) => `   <- DEMO value: set ${name} in site/site.env`,
    sponsor: 'sponsor',
    registerLink: 'register link',
    whatsappNumber: 'WhatsApp number',
    siteUrl: 'site URL',
    built: (when) => `built ${when}`,
    noBuildInfo: 'no build.json',
    sponsorOf: (sponsor) => `sponsor ${sponsor}`,
    liveMark: '  (live)',
    kept: (count) => `Kept builds, newest first (${count}):`,
    reloadAdvice: (restartSettings) =>
      'Visitors get it once the server reloads: systemctl reload ozonteck (without systemd: kill -HUP ' +
        '<pid>, the process number in the server\'s "Serving the site" line). ' +
      `A reload switches the pages and their settings only; the server's own settings (${restartSettings}) ` +
        'apply on a restart: systemctl restart ozonteck.',
    restartAdvice:
      "The server's code changed (dist/server.mjs or the packages it uses): visitors get this build once the " +
        'server restarts: systemctl restart ozonteck (without systemd: stop it and run node dist/server.mjs). A ' +
        'reload is not enough: the old server would serve the new pages.',
  },
  build: {
    keptCount: (count) =>
      count === 1
        ? '1 build kept (npm run status lists it). No earlier version is kept: rollback has nowhere to go back to.'
        : `${count} builds kept (npm run status lists them); npm run rollback makes the one before live again.`,
    retained: (kept, days, pruned) =>
      `Kept ${kept} hashed file(s) of earlier builds (ASSET_RETENTION_DAYS=${days}); removed ${pruned} older one(s).`,
    alreadyGone: (count, files) => ` ${count} expected file(s) were already gone: ${files}.`,
    built: (ms, target) => `Built dist/ in ${ms} ms (dist -> ${target}).`,
    failed: 'Build failed: dist/ is unchanged.',
    locked: (pid) =>
      `another build (process ${pid}) is running in this folder. Wait for it to finish, then build again.`,
    lockFailed: (lock) => `cannot take the build lock ${lock}.`,
    retentionDays: (max) => `a whole number of days from 0 to ${max} (0 keeps only the current build's files)`,
  },
  demoGuard: {
    overReal: (variables, count, file, variable, flag) =>
      `the live build uses your real ${variables}, but this build has no value for ${count === 1 ? 'it' : 'them'} ` +
      `and would put demo links live. Set ${count === 1 ? 'it' : 'them'} in ${file} (see README, Configurações), ` +
      `or, to do this on purpose, run the build with ${variable}=yes (or npm run build -- ${flag}).`,
  },
};
