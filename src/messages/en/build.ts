// Messages of the build (npm run build): what it read, why it stopped, and the verdict on its last lines.
import type { build as portuguese } from '../pt-BR/build';

export const build: typeof portuguese = {
  stopped: (message) => `Build stopped: ${message}`,
  serverWouldStop: (problem) =>
    `${problem} The server reads this setting when it starts and would not start with it: fix it before restarting.`,
  settingsRead: (file) => `Settings read from ${file} (variables set in the command win).`,

  sizeHeader: ['file', 'size (bytes)', 'sent gzipped', 'sent with brotli'],
  sizeTotal: 'total',

  verdictRule: '─'.repeat(40),
  verdictLive:
    'READY with your settings; live once the server reloads (systemctl reload ozonteck). The links visitors follow:',
  verdictLiveRestart:
    'READY with your settings; live once the server restarts (systemctl restart ozonteck). The links visitors ' +
      'follow:',
  restartLast:
    'RESTART the server: systemctl restart ozonteck (without systemd: stop it and run node dist/server.mjs). ' +
      'Its code changed since the build that was live, and a reload would leave the old server serving the new ' +
      'pages.',
  verdictDemo:
    'DEMO: SPONSOR, REGISTER_URL and WHATSAPP_NUMBER are not set, so the links lead to the demo, not to you. ' +
      'To go live, ' +
      'set all three in site/site.env (see README, Configurações).',
  registerLink: 'register',
  chatLink: 'WhatsApp',
  siteUrl: 'site',
  warnings: (count) =>
    count === 1 ? '1 warning (above, and repeated here):' : `${count} warnings (above, and repeated here):`,
  noWarnings: 'No warnings.',
};
