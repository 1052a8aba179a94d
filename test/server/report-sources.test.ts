// Where the visitors came from, counted from real access logs: the same visits (an Instagram link
// with utm_*, the Facebook app's browser, a hand-typed ?c= link, a Google result, a WhatsApp link
// preview) and their clicks sent to the Node server and to nginx with dist/nginx.conf; the report
// over each log, and over both given together (two servers). Expected figures worked out by hand.
// The Node server logs a ping's Ping-From as its Referer; nginx's plain combined line has none,
// and the click is credited through its view all the same.
// And 10,000 distinct hostile campaign names: bounded tables, every name escaped.
import { browserPingHeaders } from '../support/ping-headers';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseCombined } from '../support/combined-log';
import { missingNginx, startNginx, type RunningNginx } from '../support/nginx';
import { runReport, type ReportJson } from '../support/report-run';
import { testOrSkip } from '../support/skip';
import { ask } from '../support/http-client';
import { distDir, serve, type Served } from '../support/serve';
import { userAgents } from '../support/user-agents';

interface Context {
  scratch: string;
  node: Served;
  nginx: RunningNginx | null;
  nodeLog: string;
}

const sources = suite<Context>('the report by source, campaign and device');

const visits: Array<{ page: string; referrer?: string; userAgent: string; click?: string }> = [
  { page: '/?utm_source=instagram&utm_medium=bio&utm_campaign=black-friday', referrer: 'https://l.instagram.com/', userAgent: userAgents.androidChrome, click: 'hero/cadastro' },
  { page: '/bio', userAgent: userAgents.facebookAndroid, click: 'bio/whatsapp' },
  { page: '/?c=grupo-vip', userAgent: userAgents.iphoneSafari, click: 'chat/whatsapp' },
  { page: '/', referrer: 'https://www.google.com.br/', userAgent: userAgents.windowsChrome },
  { page: '/bio', userAgent: 'WhatsApp/2.23.20.0 A' },
];

/** Each visit's page load, then its click as a browser sends it: POST /ping/<id>, no Referer, the page's URL in Ping-From. */
async function visit(base: string): Promise<void> {
  for (const { page, referrer, userAgent, click } of visits) {
    const view = await ask(base, page, { headers: { 'User-Agent': userAgent, ...(referrer ? { Referer: referrer } : {}) } });
    assert.is(view.status, 200, `${base}${page}`);
    if (!click) continue;
    const headers = { 'User-Agent': userAgent, ...browserPingHeaders(click), 'Ping-From': `${base}${page}` };
    assert.is((await ask(base, `/ping/${click}`, { method: 'POST', headers, body: 'PING' })).status, 204, click);
  }
}

sources.before(async (context) => {
  context.scratch = await mkdtemp(join(tmpdir(), 'report-sources-'));
  context.node = await serve({ accessLog: {} });
  await visit(context.node.url);
  context.nodeLog = join(context.scratch, 'node.log');
  await writeFile(context.nodeLog, context.node.accessLines.join('\n') + '\n');
  context.nginx = missingNginx ? null : await startNginx(distDir);
  if (context.nginx) await visit(context.nginx.url);
});

sources.after(async ({ scratch, node, nginx }) => {
  await nginx?.stop();
  await node?.close();
  await rm(scratch, { recursive: true, force: true });
});

const rows = <T extends { views: number; clicks: number }>(list: T[], name: (row: T) => string) => Object.fromEntries(list.map((row) => [name(row), [row.views, row.clicks]]));

async function jsonOf(files: string[]): Promise<ReportJson> {
  const { code, stdout, stderr } = await runReport(['--json', ...files]);
  assert.is(code, 0, stderr);
  return JSON.parse(stdout) as ReportJson;
}

/** The figures for one pass of `visits`, times `servers`. */
function expectFigures(report: ReportJson, servers: number) {
  const times = (table: Record<string, number[]>) => Object.fromEntries(Object.entries(table).map(([key, [views, clicks]]) => [key, [views! * servers, clicks! * servers]]));
  assert.equal(rows(report.sources, (row) => row.source), times({ instagram: [1, 1], facebook: [1, 1], direct: [1, 1], google: [1, 0] }));
  assert.equal(rows(report.campaigns, (row) => `${row.name}|${row.source}|${row.medium}`), times({ 'black-friday|instagram|bio': [1, 1], 'grupo-vip||': [1, 1], '||': [2, 1] }));
  assert.equal(rows(report.devices, (row) => row.device), times({ phone: [2, 2], 'phone-app': [1, 1], desktop: [1, 0] }));
  assert.equal(report.sources.find((row) => row.source === 'instagram')!.clickThrough, 1);
  assert.equal(report.sources.find((row) => row.source === 'google')!.clickThrough, 0);
}

sources('the Node server\'s log: views and clicks by source, campaign and device; a ping\'s page in its Referer field', async ({ node, nodeLog }) => {
  const pingReferrers = node.accessLines.map(parseCombined).filter((fields) => fields?.request.startsWith('POST /ping/')).map((fields) => fields!.referrer);
  assert.equal(pingReferrers, [`${node.url}${visits[0]!.page}`, `${node.url}/bio`, `${node.url}/?c=grupo-vip`]);
  expectFigures(await jsonOf([nodeLog]), 1);
});

testOrSkip(sources, 'nginx\'s own log gives the same figures, and both logs together add up', missingNginx, async ({ nodeLog, nginx }) => {
  expectFigures(await jsonOf([nginx!.accessLog]), 1);
  expectFigures(await jsonOf([nodeLog, nginx!.accessLog]), 2);
});

sources('text and HTML: the same rows, in Portuguese by default', async ({ scratch, nodeLog }) => {
  const text = await runReport([nodeLog], {});
  assert.is(text.code, 0, text.stderr);
  const cells = text.stdout.split('\n').map((line) => line.trim().split(/\s{2,}/));
  const row = (first: string) => cells.find((line) => line[0] === first);
  assert.equal(row('Instagram'), ['Instagram', '1', '1', '100,0%']);
  assert.equal(row('Google'), ['Google', '1', '0', '0,0%']);
  assert.equal(row('black-friday (instagram / bio)'), ['black-friday (instagram / bio)', '1', '1', '100,0%']);
  assert.equal(row('(sem campanha)'), ['(sem campanha)', '2', '1', '50,0%']);
  assert.equal(row('Celular, navegador de app'), ['Celular, navegador de app', '1', '1', '100,0%']);
  const page = join(scratch, 'relatorio.html');
  const html = await runReport(['--html', page, nodeLog], {});
  assert.is(html.code, 0, html.stderr);
  assert.match(html.stdout, /relatorio\.html: abra-o no navegador/);
  const written = await readFile(page, 'utf8');
  for (const words of ['De onde vieram', 'Por campanha', 'Por aparelho', 'Visitas e cliques por dia', '<svg', 'black-friday (instagram / bio)', 'lang="pt-BR"']) assert.ok(written.includes(words), words);
  assert.not.match(written, /<script|https?:\/\/(?!negociosozonteck)/i);
});

sources('10,000 distinct hostile campaign names: tables bounded, every name escaped in text and HTML', async ({ scratch }) => {
  const hostile = (i: number) => `%3Cimg%20src%3Dx%20onerror%3Dalert(${i})%3E%1B%5B31m%0A%E2%80%AE${i}`;
  const lines = Array.from({ length: 10_000 }, (_, i) => `203.0.113.0 - - [21/Nov/2026:10:00:00 -0300] "GET /?c=${hostile(i)}&utm_source=${hostile(i)} HTTP/1.1" 200 0 "https://spam${i}.example/" "${userAgents.androidChrome}"`);
  const file = join(scratch, 'hostile.log');
  await writeFile(file, lines.join('\n') + '\n');
  const report = await jsonOf([file]);
  assert.ok(report.campaigns.length <= 501 && report.sources.length <= 501, `${report.campaigns.length} campaigns, ${report.sources.length} sources`);
  assert.is(report.campaigns.reduce((sum, row) => sum + row.views, 0), 10_000);
  assert.ok(report.campaigns.at(-1)!.other);
  const text = await runReport([file]);
  assert.not.match(text.stdout, /[\u0000-\u0009\u000b-\u001f\u007f\u202e]/, 'no control or bidi character reaches the terminal');
  const page = join(scratch, 'hostile.html');
  assert.is((await runReport(['--html', page, file])).code, 0);
  const written = await readFile(page, 'utf8');
  assert.not.match(written, /<img|<script/);
  assert.match(written, /&lt;img src=x onerror=alert\(\d+\)&gt;/);
});

sources.run();
