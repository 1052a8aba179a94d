// `npm run report` runs this, bundled by the build as dist/report.mjs (node dist/report.mjs): it
// needs Node's own modules only, so it runs after `npm ci --omit=dev`. The build folder beside it
// gives the table of calls to action; run from the sources, ./dist does. It speaks the operator's
// language: Portuguese, or English with SITE_LANGUAGE=en.
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reportFile } from '../contracts/site-format';
import { loadSettings } from '../settings/site-folder/load-settings';
import { main } from './main';

const entry = resolve(process.argv[1] ?? fileURLToPath(import.meta.url));
const buildDir = basename(entry) === reportFile ? dirname(entry) : join(process.cwd(), 'dist');
// SITE_LANGUAGE from the command, else from the settings file (the report reads no other setting).
// A value naming no language is said, and the report goes on: it changes nothing.
const started = loadSettings(dirname(buildDir), 'report');
for (const warning of started.stop === undefined ? started.warnings : [started.stop])
  process.stderr.write(`${warning}\n`);

main(process.argv.slice(2), buildDir, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
