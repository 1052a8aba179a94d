// The dev server's reload: each page gets one extra same-origin script (no inline script) that
// listens to Server-Sent Events and reloads the page when a rebuild is served.
import type { IncomingMessage, ServerResponse } from 'node:http';

const eventsPath = '/__dev/events';
/** Added to every page the dev server renders. */
export const reloadScriptPath = '/__dev/reload.js';
const reloadScript =
  `new EventSource(${JSON.stringify(eventsPath)})` + ".addEventListener('message', () => location.reload());\n";

export interface LiveReload {
  /** Answers the event stream and the script; false for any other request. */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  /** Tells every open page to reload; returns how many there were. */
  reloadPages(): number;
}

export function createLiveReload(): LiveReload {
  const clients = new Set<ServerResponse>();
  return {
    handle(request, response) {
      if (request.url === eventsPath) {
        response.writeHead(200, {
          'Content-Type': 'text/event-stream',
          'Cache-Control': 'no-store',
          Connection: 'keep-alive',
        });
        response.write(': connected\n\n');
        clients.add(response);
        request.on('close', () => clients.delete(response));
        return true;
      }
      if (request.url === reloadScriptPath) {
        response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
        response.end(reloadScript);
        return true;
      }
      return false;
    },
    reloadPages() {
      for (const client of clients) client.write('data: reload\n\n');
      return clients.size;
    },
  };
}
