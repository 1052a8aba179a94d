// `npm run report` (the built dist/report.mjs) over an hour's generated log: 20 real visitors from
// Instagram, each loading / and following one call to action, and one address replaying 1,800
// clicks with a phone's User-Agent, the headers a browser sends and a campaign of its own, 30 a
// minute over the ten buttons (3 a minute each: what the per-button rate lets through). The report
// counts the 20 views and 20 clicks, credits nothing to the forged campaign, and sets the 1,800
// aside on their day with the reason, in JSON, in the terminal's text and on the HTML page.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runReport } from '../support/report-run';
import { expectedCallsToAction, expectedSiteUrl } from '../support/test-site';
import { userAgents } from '../support/user-agents';

const dominated = suite<{ scratch: string; log: string }>('npm run report: one address sending more than a person does');
dominated.before(async (context) => {
  context.scratch = await mkdtemp(join(tmpdir(), 'report-one-source-'));
  context.log = join(context.scratch, 'access.log');
  await writeFile(context.log, logLines().join('\n') + '\n');
});
dominated.after(({ scratch }) => rm(scratch, { recursive: true, force: true }));

const ids = Object.keys(expectedCallsToAction);
const pad = (value: number) => String(value).padStart(2, '0');
/** A combined line `second` seconds after 14:00 on 27 Nov 2026. */
const line = (second: number, client: string, request: string, status: number, referrer: string) =>
  `${client} - - [27/Nov/2026:${pad(14 + Math.floor(second / 3600))}:${pad(Math.floor(second / 60) % 60)}:${pad(second % 60)} -0300] ` +
  `"${request}" ${status} 0 "${referrer}" "${userAgents.androidChrome}"`;

/** The hour's lines in time order: real visitors every 3 minutes, the forged clicks every 2 seconds. */
function logLines(): Array<string> {
  const timed: Array<[number, string]> = [];
  for (let i = 0; i < 20; i++) {
    const client = `198.51.100.${i}`;
    timed.push([i * 180, line(i * 180, client, 'GET /?utm_source=instagram&utm_campaign=novembro HTTP/1.1', 200, 'https://l.instagram.com/')]);
    timed.push([i * 180 + 30, line(i * 180 + 30, client, `POST /ping/${ids[i % ids.length]} HTTP/1.1`, 204, `${expectedSiteUrl}/?utm_source=instagram&utm_campaign=novembro`)]);
  }
  for (let i = 0; i < 1800; i++) {
    timed.push([i * 2, line(i * 2, '203.0.113.0', `POST /ping/${ids[i % ids.length]} HTTP/1.1`, 204, `${expectedSiteUrl}/?utm_campaign=black-friday`)]);
  }
  return timed.sort(([a], [b]) => a - b).map(([, text]) => text);
}

interface SetAside {
  refused: number;
  robots: number;
  overRate: number;
  overViews: number;
  overDay: number;
}
interface DominatedJson {
  total: { views: Record<string, number>; clicks: Record<string, number> };
  days: Array<{ day: string; setAsideClicks: SetAside }>;
  campaigns: Array<{ name: string; views: number; clicks: number }>;
  setAsideClicks: SetAside;
}

dominated('--json: the 20 views and 20 clicks, nothing for the forged campaign, the 1,800 set aside on their day by reason', async ({ log }) => {
  const { code, stdout, stderr } = await runReport(['--json', log]);
  assert.is(code, 0, stderr);
  const report = JSON.parse(stdout) as DominatedJson;
  assert.equal(report.total.views, { '/': 20, '/bio': 0 });
  assert.equal(report.total.clicks, Object.fromEntries(ids.map((id) => [id, 2])), 'each visitor\'s one click');
  assert.equal(report.campaigns.map((row) => [row.name, row.views, row.clicks]), [['novembro', 20, 20]]);
  // The rate lets them through; the address loaded no page (10 wait for one in vain), and past 10 a day is more than a person does.
  const setAside = { refused: 0, robots: 0, overRate: 0, overViews: 10, overDay: 1790 };
  assert.equal(report.setAsideClicks, setAside);
  assert.equal(report.days.map((day) => [day.day, day.setAsideClicks]), [['2026-11-27', setAside]]);
});

dominated('the text and the HTML page say, in Portuguese, that one address sent more than a person does, and why each was set aside', async ({ scratch, log }) => {
  const text = await runReport([log], {});
  assert.is(text.code, 0, text.stderr);
  assert.match(text.stdout, /^Relatório de acessos: [^\n]+\n\nAtenção: um mesmo endereço mandou mais do que uma pessoa manda \(1\.800 cliques/);
  assert.match(text.stdout, /\n27\/11\/2026 {2}1\.800 cliques: 10 mais do que as visitas do mesmo endereço no dia permitem \(3 por visita\), 1\.790 além de 10 num dia do mesmo endereço \(mais do que uma pessoa faz\)\n/);
  const page = join(scratch, 'relatorio.html');
  const html = await runReport(['--html', page, log], {});
  assert.is(html.code, 0, html.stderr);
  const written = await readFile(page, 'utf8');
  assert.match(written, /<p class="warning">Atenção: um mesmo endereço mandou mais do que uma pessoa manda/);
  assert.match(written, /<li>27\/11\/2026 {2}1\.800 cliques: 10 mais do que as visitas/);
});

dominated.run();
