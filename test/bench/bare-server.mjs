// The throughput limit for the server benchmark: a bare node:http server answering precomputed
// bytes from memory with no routing, middleware or logging. Run by run.ts as
//   node test/bench/bare-server.mjs <routes.json>
// where routes.json maps a URL path to { status, file (absolute), headers }. The file is read into
// memory once. Prints {"url": "http://127.0.0.1:<port>"} when listening (PORT/HOST as the real server).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const config = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const routes = new Map();
for (const [path, route] of Object.entries(config.routes)) {
  const body = readFileSync(route.file);
  routes.set(path, { status: route.status, body, headers: { ...route.headers, 'Content-Length': String(body.byteLength) } });
}
const missing = { status: 404, body: Buffer.from('Not Found'), headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': '9' } };

const server = createServer((req, res) => {
  const route = routes.get(req.url) ?? missing;
  res.writeHead(route.status, route.headers);
  res.end(route.body);
});
server.keepAliveTimeout = 5_000; // as the real server (src/server/process/lifecycle.ts)
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  const { port } = server.address();
  process.stdout.write(JSON.stringify({ url: `http://127.0.0.1:${port}` }) + '\n');
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
