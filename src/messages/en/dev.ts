// The messages of npm run dev (the development server, which rebuilds the site on every save).
import type { dev as portuguese } from '../pt-BR/dev';

export const dev: typeof portuguese = {
  stopped: (message) => `Dev server stopped: ${message}`,
  rebuilt: (ms, pages) => `Rebuilt in ${ms} ms; reloading ${pages} page(s).`,
  notRebuilt: 'Not rebuilt: fix the errors above; the last good version stays served.',
  rebuildFailed: 'Rebuild failed:',
  listening: (url) => `Dev server: ${url} (rebuilds and reloads on change; Ctrl+C stops)`,
  pictures: (count, ms) => `Pictures: ${count} file(s) encoded in ${ms} ms.`,
  picturesNotUpdated: (message) => `Pictures not updated: ${message}`,
  staticNotReread: (message) => `static/ not re-read (the last version stays served): ${message}`,
  building: 'Building…',
};
