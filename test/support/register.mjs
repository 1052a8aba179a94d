// Lets Node 20 (no type stripping) import this repo's sources directly, with no extra package:
// .ts/.tsx go through esbuild.transform, *.module.css through esbuild's own local-css bundler (so
// tests see real class-name maps), and static assets resolve to a URL string as the build's file
// loader would. Used as `node --import ./test/support/register.mjs <script>`.
import { register } from 'node:module';

register('./loader-hooks.mjs', import.meta.url);
