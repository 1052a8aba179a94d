// Module types for what esbuild imports besides TypeScript.
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
/** The build's generated-picture manifest (src/builder/pictures/manifest-module.ts). */
declare module 'site:images' {
  export const imageManifest: import('./images/manifest').ImageManifest;
}
/** The site config baked into the browser code (src/builder/bundle/site-config-module.ts). */
declare module 'site:config' {
  export const siteConfig: import('../settings/links').SiteConfig;
}
