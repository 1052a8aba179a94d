// Run before the browser tests: makes sure a Chromium exists, getting one when it does not
// (Playwright's installer where the internet is reachable, else Debian's package when running as
// root on Debian), and otherwise stops with one line saying what to do. Says so when the tests
// will run on the full browser because Debian's headless shell is not installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { debianChromium, debianHeadlessShell, findChromium } from './chromium';

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', timeout: 10 * 60_000 });
  return result.status === 0;
}

const found = findChromium({ forTests: true });
if (found === debianChromium && existsSync('/etc/debian_version')) {
  console.log(`The browser tests run on ${debianChromium}; Debian's chromium-headless-shell (${debianHeadlessShell}) runs them on about half the CPU: "sudo apt-get install -y chromium-headless-shell".`);
}
if (found) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there. Fix or unset it.`);
  process.exit(1);
}

console.log('No Chromium found for the browser tests; getting one.');
console.log('Trying Playwright\'s installer (needs the internet)…');
if (run('npx', ['playwright', 'install', 'chromium']) && findChromium()) process.exit(0);

const isRoot = process.getuid?.() === 0;
if (isRoot && existsSync('/etc/debian_version')) {
  console.log("Installing Debian's chromium package…");
  if (run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium']) && findChromium()) {
    process.exit(0);
  }
}

console.error('Could not get Chromium: install it (Debian: "sudo apt-get install -y chromium") or set CHROMIUM_PATH to a Chromium binary.');
process.exit(1);
