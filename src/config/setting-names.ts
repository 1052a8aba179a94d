// Every setting's name, spelled once, grouped by the part of the program that reads it. The
// settings file accepts exactly these (settings-file.ts); each reader takes its names from here.

/** Baked into the pages at build time. */
export const siteVariables = ['SITE_URL', 'SPONSOR', 'REGISTER_URL', 'WHATSAPP_NUMBER', 'WHATSAPP_MESSAGE', 'SOCIAL_PROOF'] as const;
export type SiteVariable = (typeof siteVariables)[number];

/** How long a build keeps earlier builds' hashed files (the build's deploy step). */
export const retentionVariable = 'ASSET_RETENTION_DAYS';
/** Lets a build with demo values replace a live build with real ones. */
export const demoOverrideVariable = 'REPLACE_REAL_SETTINGS_WITH_DEMO';
/** Read by the build's deploy step. */
export const deployVariables = [retentionVariable, demoOverrideVariable] as const;

/** Read by the server when it starts: where it listens, and HSTS. */
export const serverVariables = ['PORT', 'HOST', 'HSTS'] as const;
/** Read by the server when it starts: the access log. */
export const accessLogVariables = ['ACCESS_LOG', 'ACCESS_LOG_FULL_IP', 'TRUST_PROXY'] as const;
/** The access log's time zone (Node reads it from the environment). */
export const timeZoneVariable = 'TZ';

/** The variables a settings file may set, in the README's order. */
export const fileSettingNames: readonly string[] = [
  ...siteVariables,
  ...deployVariables,
  ...serverVariables,
  ...accessLogVariables,
  timeZoneVariable,
];

/** Names another settings file; without it, site/site.env is read if present. */
export const envFileVariable = 'SITE_ENV_FILE';
/** Names the operator's folder (settings and pictures); site/ in the project folder without it. */
export const siteDirVariable = 'SITE_DIR';
/** Say where the settings file is, so they cannot be set inside it. */
export const locationVariables = [siteDirVariable, envFileVariable] as const;
