// The ozonteck command's messages (src/vps/): install, check, update, publish, uninstall.
import type { vps as ptBR } from '../pt-BR/vps';

const unitWord = (name: 'socket' | 'service') => (name === 'socket' ? 'ozonteck.socket' : 'ozonteck.service');

export const vps: typeof ptBR = {
  usage:
    'Usage: ozonteck <command>\n' +
    '  instalar      installs or checks the site on this VPS (safe to run again: changes only what is missing)\n' +
    '  verificar     checks every piece and says what to do\n' +
    '  publicar      puts a change of site/ live (settings, texts, pictures)\n' +
    "  atualizar     brings the site's new code, leaving site/ alone\n" +
    '  relatorio     visits and clicks report (ozonteck relatorio --html report.html)\n' +
    '  desinstalar   removes what the install added; keeps site/ and the logs\n' +
    '  guardar-textos <branch>  puts in site/texts.env the texts you changed in the code (on a git branch)\n' +
    '  unidades      prints the systemd units the install writes',
  unknownOption: (option: string) =>
    `✗ The option ${option} does not exist, or its value is missing (--dominio mysite.com.br).`,
  steps: {
    done: 'done',
    alreadyRight: 'already right',
    leftAsIs: (what: string) => `Left as it was: ${what}`,
    todo: (what: string) => `What to do: ${what}`,
  },
  service: {
    commandFailed: (command: string, tail: string) => `the command "${command}" failed:\n${tail}`,
    unitsAsBefore: 'the live site is as it was.',
    readJournal: (unit: string) => `read why with: journalctl -u ${unit} -n 30; fix it and run again.`,
  },
  questions: {
    intro: 'Now, what only you know (from your Ozonteck back office):',
    domain: "The site's domain (e.g. mysite.com.br)",
    sponsor: 'Your sponsor code (SPONSOR)',
    registerUrl: 'Your registration link (REGISTER_URL)',
    whatsapp: 'Your WhatsApp number, with 55 and the area code (WHATSAPP_NUMBER)',
    prompt: (label: string) => `${label}:`,
    badDomain: (answer: string) =>
      `"${answer}" is not a domain: write the name alone, like mysite.com.br (no https://, no trailing /).`,
    missing: (label: string) => `missing: ${label}.`,
    fileAsBefore: 'site/site.env was not changed.',
    noAnswer: 'the install expected an answer and the input ended.',
    runAgain: 'run again and answer the questions.',
    giveIt: (label: string) => `run again without --sim to answer, or give ${label} on the command line.`,
  },
  machine: {
    releaseUnknown: 'System: /etc/os-release cannot be read.',
    release: (name: string) => `System: ${name}.`,
    releaseUnsupported: (name: string) =>
      `System: ${name}. The install works on Debian 12 or 13 and Ubuntu 22.04 or 24.04.`,
    memory: (mb: number) => `Memory: ${mb} MB.`,
    memoryLow: (mb: number) => `Memory: ${mb} MB, little: the build may be slow or fail; 1 GB is recommended.`,
    diskUnknown: 'Disk: the free space cannot be told.',
    disk: (mb: number) => `Disk: ${mb} MB free.`,
    diskLow: (mb: number, min: number) =>
      `Disk: only ${mb} MB free; the site needs ${min} MB for builds and logs. Free some space and run again.`,
    portUnknown: (port: number) => `Port ${port}: whether it is free cannot be told (the ss program is missing).`,
    portFree: (port: number) => `Port ${port}: free.`,
    portCaddy: (port: number) => `Port ${port}: held by Caddy (the install's).`,
    portTaken: (port: number, holder: string) =>
      `Port ${port}: used by ${holder}. Caddy needs it: stop the other program (systemctl disable --now ${holder}) ` +
      'and run again.',
    dnsNone: (domain: string) =>
      `DNS: ${domain} points at no address. In your domain's panel, add an A record with this VPS's IP address.`,
    dnsHere: (domain: string, addresses: string) => `DNS: ${domain} points at this machine (${addresses}).`,
    dnsElsewhere: (domain: string, addresses: string, own: string) =>
      `DNS: ${domain} points at ${addresses}, and this machine has ${own}. If the provider puts the VPS behind ` +
      'another address (NAT), that may be right: it cannot be told from here. If not, fix the A record.',
  },
  install: {
    checking: 'Checking the machine:',
    machineBlocks: 'The install stopped before changing anything: fix what has a ✗ and run again.',
    nothingChanged: 'nothing was changed on this machine.',
    fixSettingsFile: 'fix the line the message names in site/site.env (nano site/site.env) and run again.',
    settingsStep: 'Settings in site/site.env',
    dnsTodo: (domain: string) =>
      `add the A record of ${domain} (and www.${domain}) with this VPS's IP address, wait a few minutes and run again.`,
    userStep: (user: string) => `The server's user ${user}`,
    userFailed: (user: string, reason: string) => `the user ${user} cannot be created: ${reason}`,
    reportIt: "copy these lines and send them to whoever supports the site.",
    buildStep: "The site's build",
    buildFailed: 'the build stopped (the message above names the file, the line and what to do).',
    liveBuildKept: 'the live site is the same.',
    fixBuild: 'fix what the build said and run again.',
    logStep: 'The access log and its rotation (13 months)',
    unitsStep: "The site's service (systemd)",
    caddyStep: 'Caddy (HTTPS)',
    caddySiteStep: 'The site in Caddy',
    noWww: (domain: string) =>
      `www.${domain} does not point at this machine: the site is at ${domain} only. Once www has its record, run ` +
      'ozonteck instalar again.',
    firewallStep: 'Firewall (ports 80 and 443)',
    httpsStep: 'HTTPS answering',
    notOwnPage: (status: number) => `it answered ${status}, not the site's page`,
    httpsFailed: (domain: string, why: string) => `https://${domain}/ did not answer with the site (${why}).`,
    hstsLeftOff: 'HSTS and TRUST_PROXY were not changed; everything else is installed.',
    httpsTodo: (domain: string) =>
      `check that ${domain} points at this VPS and that ports 80 and 443 are open in the provider's panel; ` +
      'read journalctl -u caddy -n 30; then run ozonteck instalar again.',
  },
  apt: {
    failed: (packages: string, tail: string) => `apt-get install ${packages} failed:\n${tail}`,
    nothingChanged: 'nothing else was changed.',
    todo: "check the VPS's internet (apt-get update) and run again.",
  },
  caddy: {
    fromSystem: "Installing Caddy from the system's packages (apt).",
    fromCaddyRepository: "The system has no Caddy: installing it from Caddy's own packages (dl.cloudsmith.io).",
    keyFailed: (url: string) => `the key of Caddy's packages cannot be downloaded (${url}).`,
    invalid: (tail: string) => `Caddy refused the site written:\n${tail}`,
    caddyfileAsBefore: 'the Caddyfile is the one from before.',
    reportIt: 'copy these lines and send them to whoever supports the site.',
    reloadFailed: (tail: string) => `Caddy did not reload:\n${tail}`,
    caddyfileWritten: 'the new Caddyfile was written; Caddy did not read it.',
    readCaddyJournal: 'read journalctl -u caddy -n 30, fix it and run again.',
  },
  verdict: {
    live: (address: string) => `The site is live: ${address} (checked just now, with a real visit).`,
    notAnswering: (address: string, why: string) => `${address} did not answer with the site (${why}).`,
    register: (link: string) => `Registration link: ${link}`,
    whatsapp: (link: string) => `WhatsApp link: ${link}`,
    nextCommands: 'From now on:',
    commands: [
      'ozonteck publicar     after changing site/ (settings, texts, pictures)',
      "ozonteck atualizar    to bring the site's new version",
      'ozonteck relatorio    visits and clicks (ozonteck verificar checks everything)',
    ],
  },
  publish: {
    restarted: 'Published: the server restarted with the new code (no visitor dropped).',
    reloaded: 'Published: the server reloaded the new build (no visitor dropped).',
    noLogs: (dir: string) => `No access log in ${dir} yet: the site needs visits first.`,
  },
  doctor: {
    node: (version: string) => `Node ${version}.`,
    nodeOld: (version: string) => `Node ${version}: the site needs 20 or later. Run ozonteck instalar.`,
    unitUp: (name: 'socket' | 'service') => `${unitWord(name)} active and enabled at boot.`,
    unitDown: (name: 'socket' | 'service') =>
      `${unitWord(name)} stopped or disabled: run ozonteck instalar (why: journalctl -u ozonteck -n 30).`,
    listening: "The server listens on Caddy's address.",
    notListening: "Nobody listens on Caddy's address: systemctl restart ozonteck.socket ozonteck.service.",
    caddy: 'Caddy running.',
    caddyDown: 'Caddy stopped: systemctl restart caddy (why: journalctl -u caddy -n 30).',
    noDomain: 'site/site.env has no SITE_URL: run ozonteck instalar.',
    httpsUp: (domain: string) => `https://${domain}/ answers with the site's page.`,
    httpsDown: (domain: string, why: string) =>
      `https://${domain}/ does not answer (${why}): check the DNS and Caddy (journalctl -u caddy -n 30).`,
    httpsWrong: (domain: string, status: number) =>
      `https://${domain}/ answered ${status}, not the site's page: run ozonteck publicar.`,
    noCertificate: (domain: string) => `The certificate of ${domain} cannot be read.`,
    certificate: (date: string, days: number) => `Certificate valid until ${date} (${days} days; Caddy renews it).`,
    certificateSoon: (date: string, days: number) =>
      `The certificate ends on ${date} (${days} days) and was not renewed: read journalctl -u caddy -n 50.`,
    proxySettings: 'HSTS and TRUST_PROXY match Caddy.',
    proxySettingsWrong: (address: string) =>
      `HSTS=on and TRUST_PROXY=${address} are missing from site/site.env: run ozonteck instalar.`,
    noBuild: 'No live build: run ozonteck publicar.',
    liveSettings: 'The live site uses your settings (not the demo).',
    demoSettings: (names: string) => `The live site is the demo (${names}): run ozonteck instalar.`,
    codeNewer: (file: string) => `The code changed after the build (${file}): run ozonteck publicar.`,
    siteNewer: (file: string) => `${file} changed after the build: run ozonteck publicar.`,
    settingsNewer: (names: string) => `site/site.env changed after the build (${names}): run ozonteck publicar.`,
    buildFresh: 'The live build is of the current code and settings.',
    readable: "The server's user can read the live build.",
    unreadable: (paths: string) =>
      `The server's user cannot read ${paths}: run chmod -R a+rX on those paths, then ozonteck publicar.`,
    diskUnknown: 'The free disk space cannot be told.',
    disk: (mb: number) => `Disk: ${mb} MB free.`,
    diskLow: (mb: number) => `Disk: only ${mb} MB free: delete old files (df -h shows where).`,
    logrotate: 'The access log rotation is in place.',
    logrotateMissing: 'The access log rotation is missing or changed: run ozonteck instalar.',
    clock: 'Clock in sync.',
    clockOfHost: "Clock: the host machine's (this system is a container).",
    clockUnsynced: 'The clock is not in sync: timedatectl set-ntp true.',
    allGood: 'All good.',
    someBad: (count: number) => `${count} ${count === 1 ? 'item needs' : 'items need'} attention (✗ above).`,
  },
  update: {
    fetchFailed: (tail: string) => `the new code cannot be fetched (git fetch):\n${tail}`,
    nothingChanged: 'nothing was changed.',
    fetchTodo: "check the VPS's internet and run ozonteck atualizar again.",
    current: 'The code is already the newest: nothing to update.',
    textKept: (name: string, file: string) => `Your text ${name} was kept in ${file}.`,
    setAside: (branch: string, others: string) =>
      `Your changes to the code were kept on the branch ${branch} (git log ${branch}). Changes that are not ` +
      `texts of site/texts.env, to redo by hand if you want: ${others}.`,
    mergeFailed: 'git could not move forward to the new code.',
    noUpstream: (tail: string) => `git does not know where the new code comes from (the branch follows none):\n${tail}`,
    noSuchBranch: (branch: string) => `git has no branch "${branch}".`,
    nameTheBranch:
      'name the branch that holds your changes: ozonteck guardar-textos meus-textos (git branch lists them).',
    notTexts: (files: string) => `Changes that are not texts of site/texts.env, to redo by hand if you want: ${files}.`,
    reportIt: 'copy these lines and send them to whoever supports the site.',
    done: (commit: string) => `Updated to ${commit}; the site answers.`,
    buildFailed: "The new code's build failed.",
    notAnswering: 'The server with the new code did not answer.',
    rolledBack: (commit: string) =>
      `The previous code (${commit}) and build came back by themselves; the site answers as before. ` +
      'Send these lines to whoever supports the site.',
    rollbackFailed:
      'Going back to the previous code did not answer either: run ozonteck verificar and send the result to support.',
  },
  uninstall: {
    units: "The site's service (systemd) removed",
    caddySite: "Caddy's site removed",
    logrotate: 'The log rotation removed',
    command: 'The ozonteck command removed',
    user: (user: string) => `The user ${user} removed`,
    kept: (site: string, logs: string, root: string) =>
      `Kept: ${site} (your settings, texts and pictures) and ${logs} (the logs). The code stays in ${root}; ` +
      `to install again: bash ${root}/src/vps/instalar.sh`,
  },
  permissions: {
    unreadable: (user: string, path: string) =>
      `the user ${user}, who runs the server, cannot read ${path}: the server would stop. Run chmod -R a+rX ` +
      `${path} and the build again.`,
    unreadableByOthers: (path: string) =>
      `Warning: a server not run as root (as the user www-data) could not read ${path} and would stop. Run ` +
      `chmod -R a+rX ${path} and the build again.`,
  },
};
