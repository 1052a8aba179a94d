// Lets Node 20 (no type stripping) run this repo's TypeScript sources directly, with no extra
// package: .ts/.tsx go through esbuild.transform, *.module.css through esbuild's own local-css
// bundler (so tests see real class-name maps), and static assets resolve to a URL string as the
// build's file loader would. `npm run build`, `dev` and the tests load it:
// `node --import ./src/builder/node-loader/register.mjs build.ts`. esbuild is a dev dependency: the
// production server (dist/server.mjs) is plain JavaScript and never needs this.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
