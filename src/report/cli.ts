// `npm run report` runs this. In a checkout with the build tools (npm ci) package.json's script runs
// it from the sources through the node loader: the report of the code checked out, whatever build
// dist points at after a rollback. Where only a build and the runtime packages are installed (the
// README's "Build on one machine, run on another"), it runs the build's bundle, dist/report.mjs,
// which needs Node's own modules only. The build folder beside the bundle gives the table of calls
// to action; run from the sources, ./dist does. It speaks the operator's language: Portuguese, or
// English with SITE_LANGUAGE=en.
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reportFile } from '../contracts/site-format';
import { loadSettings } from '../settings/site-folder/load-settings';
import { main } from './main';
import { stopLines } from '../messages/system-errors';
import { commandUser } from '../settings/site-folder/command-user';

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
    // A full disk, a missing permission…: which file and what to do; anything else, the stack after.
    process.stderr.write(`${stopLines(error, { command: 'npm run report', user: commandUser() }).join('\n')}\n`);
    process.exitCode = 1;
  },
);
