// The tests' loader: the project's own (src/builder/node-loader) plus one test-only hook that gives
// `site:images` (the build's generated-picture manifest) a fixed stand-in, so components render
// without a picture build. Used as `node --import ./test/support/register.mjs <test file>`.
import { register } from 'node:module';

register('../../src/builder/node-loader/hooks.mjs', import.meta.url);
// Registered last, so it runs first and answers `site:images` before the project's hooks see it.
register('./image-manifest-hook.mjs', import.meta.url);
