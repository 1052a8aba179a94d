// The report of a team: from a log of known visits, clicks and beacons to the operator's pages and to
// three members' (test/support/team-log.ts), the team table in text, JSON and HTML, and one member's own
// report (--member) as HTML and JSON, right to the click; the operator's figures stay their own pages'.
// Run as the operator runs it (main, over a log file, beside a build's build.json and headers.json).
// Every expected figure is counted by hand from the log, in the comments beside it.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildInfoFile, headerRulesFile } from '../../src/contracts/site-format';
import { useLanguage } from '../../src/messages/language';
import { main } from '../../src/report/main';
import { callsToAction, liveMembers, siteUrl, teamLog } from '../support/team-log';

const team = suite<{ scratch: string; build: string; log: string; savedZone?: string }>('the team in the report');

team.before(async (context) => {
  context.savedZone = process.env.TZ;
  process.env.TZ = 'America/Sao_Paulo';
  useLanguage('pt-BR');
  context.scratch = await mkdtemp(join(tmpdir(), 'report-team-'));
  context.build = join(context.scratch, 'dist');
  context.log = join(context.scratch, 'access.log');
  await mkdir(context.build);
  const info = { settings: { siteUrl }, demoDefaultsUsed: [], members: liveMembers };
  await writeFile(join(context.build, buildInfoFile), JSON.stringify(info));
  await writeFile(join(context.build, headerRulesFile), JSON.stringify({ callsToAction }));
  await writeFile(context.log, teamLog().join('\n') + '\n');
});

team.after(async ({ scratch, savedZone }) => {
  if (savedZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedZone;
  await rm(scratch, { recursive: true, force: true });
});

async function report(build: string, ...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, build, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

/** The text's table rows, as cells (columns are two spaces or more apart). */
const textRows = (text: string) => text.split('\n').map((line) => line.trim().split(/\s{2,}/));

/** The body rows of the HTML table whose class is `className`, as the cells' text. */
function htmlRows(html: string, className: string): string[][] {
  const table = new RegExp(`<table class="${className}">.*?<tbody>(.*?)</tbody>`).exec(html)![1]!;
  return [...table.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map(([, row]) => [...row!.matchAll(/<td>(.*?)<\/td>/g)].map(([, cell]) => cell!));
}

// Member, views of /slug, views of /slug/bio, registration clicks, WhatsApp clicks, clicks ÷ views.
const expectedTeam = [
  // maria: /maria by 198.51.100.1, .3, .4, .6, .7 (the preview, the 304 and the HEAD are no views); /maria/bio by
  // .2 and .5. Registrations: .1 once, .4 three times (its fourth within the minute set aside), .2 once on her
  // bio; WhatsApp: .2 once (the robot's set aside). 6 clicks ÷ 7 views.
  ['Maria Souza', '5', '2', '5', '1', '85,7%'],
  // joao: /joao by 192.0.2.1, .3, .4, /joao/bio by .2; .1 clicked both WhatsApp buttons, .2 registered (the
  // refused click is not one). 3 ÷ 4. Ties bia on registrations, ahead on WhatsApp.
  ['João Lima', '3', '1', '1', '2', '75,0%'],
  // bia, removed since: /bia and /bia/bio on the 21st, one registration; the 301 today is no view. 1 ÷ 2.
  ['bia (não está mais no site)', '1', '1', '1', '0', '50,0%'],
  // ana, in the live build, never visited.
  ['Ana Paula', '0', '0', '0', '0', '–'],
  // The team: 9 and 4 views, 7 and 3 clicks, 10 ÷ 13.
  ['Equipe (total)', '9', '4', '7', '3', '76,9%'],
];

team('text: the team table sorted by registration clicks, the operator\'s figures their own pages only', async ({ build, log }) => {
  const { code, out, err } = await report(build, log);
  assert.is(code, 0, err);
  const rows = textRows(out);
  const start = rows.findIndex((cells) => cells[0] === 'Membro');
  assert.equal(rows.slice(start + 1, start + 1 + expectedTeam.length), expectedTeam);
  // The operator: / by 203.0.113.1, /bio by .2, one click each; the preview of /maria is not theirs.
  assert.equal(rows.find((cells) => cells[0] === 'Total'), ['Total', '1', '1', '0', '2', '100,0%', '100,0%']);
  // maria's two set aside, joao's refused one.
  assert.match(out, /3 cliques nas páginas da equipe não contados/);
  assert.not.match(out, /ghost/);
});

team('HTML: the same team table on the operator\'s page, their own day table apart', async ({ build, log, scratch }) => {
  const file = join(scratch, 'relatorio.html');
  const { code, err } = await report(build, '--html', file, log);
  assert.is(code, 0, err);
  const html = await readFile(file, 'utf8');
  assert.equal(htmlRows(html, 'days team'), expectedTeam);
  assert.equal(htmlRows(html, 'days').at(-1), ['Total', '1', '1', '0', '2', '100,0%', '100,0%']);
});

team('JSON: the team table\'s figures, the operator\'s own, and each member\'s report by slug', async ({ build, log }) => {
  const { code, out, err } = await report(build, '--json', log);
  assert.is(code, 0, err);
  const json = JSON.parse(out);
  assert.equal(
    json.team.rows.map((row: any) => [row.slug, row.name, row.removed, row.views.landing, row.views.bio, row.registrations, row.whatsapp, row.clicks, row.setAsideClicks]),
    [
      ['maria', 'Maria Souza', false, 5, 2, 5, 1, 6, 2],
      ['joao', 'João Lima', false, 3, 1, 1, 2, 3, 1],
      ['bia', null, true, 1, 1, 1, 0, 1, 0],
      ['ana', 'Ana Paula', false, 0, 0, 0, 0, 0, 0],
    ],
  );
  assert.equal(json.team.total, { views: { landing: 9, bio: 4 }, registrations: 7, whatsapp: 3, clicks: 10, clickThrough: 10 / 13, setAsideClicks: 3 });
  assert.equal(json.total.views, { '/': 1, '/bio': 1 });
  assert.equal(json.total.clicks, { 'hero/cadastro': 1, 'bio/whatsapp': 1 });
  assert.equal(json.total.botViews, { '/': 0, '/bio': 0 });
  // Every one of the 39 lines in the range, the operator's count.
  assert.is(json.total.requests, 39);
  assert.equal(Object.keys(json.members).sort(), ['ana', 'bia', 'joao', 'maria']);
  assert.equal(json.members.joao.setAsideClicks, { refused: 1, robots: 0, overRate: 0, overViews: 0, overDay: 0 });
});

team('--member maria --html: her own report, right to the click, with nothing of anyone else\'s', async ({ build, log, scratch }) => {
  const file = join(scratch, 'relatorio-maria.html');
  const { code, out, err } = await report(build, '--member', 'maria', '--html', file, log);
  assert.is(code, 0, err);
  assert.match(out, /Relatório de Maria Souza gravado em .*relatorio-maria\.html/);
  const html = await readFile(file, 'utf8');
  assert.match(html, /<h1>Relatório de acessos de Maria Souza<\/h1>/);
  // Day, views of her landing page and bio, bots and previews, clicks, click-through of each.
  assert.equal(htmlRows(html, 'days'), [
    // 21/11: .1 viewed /maria?c=feira and registered.
    ['21/11', '1', '0', '0', '1', '100,0%', '–'],
    // 22/11: /maria by .3, .4, .6, .7 and the preview; /maria/bio by .2 and .5; .4's 3 clicks, .2's 2.
    ['22/11', '4', '2', '1', '5', '75,0%', '100,0%'],
    ['Total', '5', '2', '1', '6', '80,0%', '100,0%'],
  ]);
  // Sources, campaigns, devices: views, clicks, click-through.
  const tables = [...html.matchAll(/<h2>([^<]*)<\/h2><div class="scroll"><table><thead>.*?<tbody>(.*?)<\/tbody>/g)];
  const byTitle = Object.fromEntries(tables.map(([, title, body]) => [title, [...body!.matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row]) => [...row!.matchAll(/<td>(.*?)<\/td>/g)].map(([, cell]) => cell))]));
  assert.equal(byTitle['De onde vieram'], [['Direto (sem origem)', '6', '5', '83,3%'], ['Instagram', '1', '1', '100,0%']]);
  assert.equal(byTitle['Por campanha'], [['(sem campanha)', '6', '5', '83,3%'], ['feira', '1', '1', '100,0%']]);
  assert.equal(byTitle['Por aparelho'], [['Celular', '5', '6', '120,0%'], ['Computador', '2', '0', '0,0%']]);
  assert.equal(byTitle['Cliques'], [['Topo da página: cadastro', 'início', '4'], ['Bio: cadastro', 'bio', '1'], ['Bio: WhatsApp', 'bio', '1']]);
  // Field speed: her one beacon (1,2 s on a phone); the robot's set aside.
  assert.match(html, /<tr><th scope="row">LCP<\/th><td>1,2 s<\/td><td>1<\/td>/);
  assert.match(html, /1 medidas deixadas de fora: 1 de robôs/);
  assert.match(html, /2 cliques não contados \(falsos ou repetidos\): 1 de robôs ou programas, 1 repetidos/);
  // Nothing of the operator's, of another member's, or of the log's other lines.
  assert.not.match(html, /joao|João|\bbia\b|Ana Paula|stories|ghost|Equipe/);
});

team('--member maria --json: her figures only; a removed member\'s by slug; an unknown one refused, nearest named', async ({ build, log, scratch }) => {
  const maria = JSON.parse((await report(build, '--member', 'maria', '--json', log)).out);
  assert.equal(maria.member, { slug: 'maria', name: 'Maria Souza', removed: false });
  assert.equal(maria.total.views, { '/maria': 5, '/maria/bio': 2 });
  assert.equal(maria.total.clicks, { 'maria/hero/cadastro': 4, 'maria/bio/cadastro': 1, 'maria/bio/whatsapp': 1 });
  // Her requests: .1's view, click, beacon and 304; .2's 3; .3, the preview, .5, .6, .7 one each; .4's 5; the robot's 2.
  assert.is(maria.total.requests, 19);
  assert.equal(Object.keys(maria.callsToAction).every((id: string) => id.startsWith('maria/')), true);
  assert.is(maria.team, undefined);
  const bia = JSON.parse((await report(build, '--member=bia', '--json', log)).out);
  assert.equal([bia.member, bia.total.views], [{ slug: 'bia', name: null, removed: true }, { '/bia': 1, '/bia/bio': 1 }]);
  // Her ids are no longer in the build: each on her page where the operator's same id is on theirs.
  assert.equal([bia.callsToAction, bia.total.clickThrough], [{ 'bia/hero/cadastro': '/bia' }, { '/bia': 1, '/bia/bio': 0 }]);
  const unknown = await report(build, '--member', 'marai', log);
  assert.equal([unknown.code, unknown.out], [2, '']);
  assert.match(unknown.err, /^"marai" não é um membro da equipe: .* Quis dizer: maria\? Membros: ana, bia, joao, maria\.\n$/);
  // No member file can be named so: said before any log is read (this one does not exist).
  const impossible = await report(build, '--member', 'maria_souza', join(scratch, 'none.log'));
  assert.equal([impossible.code, impossible.err], [2, '"maria_souza" não é um membro da equipe: nem o site no ar (site/equipe/) nem os logs dados têm esse nome. Membros: ana, joao, maria.\n']);
  const missing = await report(build, log, '--member');
  assert.equal([missing.code, missing.err.split('\n')[0]], [2, 'Dê o nome do membro depois de --member: o nome do arquivo dele em site/equipe/, sem o .env (ex.: --member maria).']);
});

team.run();
