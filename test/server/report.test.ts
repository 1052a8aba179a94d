// `npm run report` as an operator runs it: the built dist/report.mjs over a day's log, a rotated
// one and a gzipped one (logrotate's names), as text and as JSON, with --since and --until; lines it
// cannot read counted and the first named; and each real error (a missing file, a file with no access
// log line, an empty range, a broken .gz, a page that cannot be written) as one line naming the
// problem, exit status 1, no stack.
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { run, runReport } from '../support/report-run';
import { distDir } from '../support/serve';
import { testOrSkip } from '../support/skip';

const report = suite<{ scratch: string }>('npm run report');
report.before(async (context) => {
  context.scratch = await mkdtemp(join(tmpdir(), 'report-'));
});
report.after(({ scratch }) => rm(scratch, { recursive: true, force: true }));

const reportOf = (...args: string[]) => runReport(args);

const phone = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const line = (day: string, request: string, status: number, userAgent = phone) => `203.0.113.0 - - [${day}/Nov/2026:10:00:00 -0300] "${request}" ${status} 0 "-" "${userAgent}"`;

/** Three days over three files, as logrotate leaves them: access.log.2.gz, access.log.1, access.log. */
async function writeLogs(folder: string): Promise<string[]> {
  await mkdir(folder, { recursive: true });
  const days = {
    'access.log.2.gz': [line('20', 'GET / HTTP/1.1', 200), line('20', 'GET / HTTP/1.1', 200), line('20', 'POST /ping/hero/cadastro HTTP/1.1', 204)],
    'access.log.1': [line('21', 'GET /bio HTTP/1.1', 200), line('21', 'GET /bio HTTP/1.1', 200, 'WhatsApp/2.23.20.0 A'), line('21', 'POST /ping/bio/whatsapp HTTP/1.1', 204)],
    'access.log': [line('22', 'GET / HTTP/1.1', 200), line('22', 'GET / HTTP/1.1', 200), line('22', 'GET / HTTP/1.1', 200), line('22', 'GET / HTTP/1.1', 200), line('22', 'POST /ping/chat/whatsapp HTTP/1.1', 204)],
  };
  for (const [name, lines] of Object.entries(days)) {
    const text = lines.join('\n') + '\n';
    await writeFile(join(folder, name), name.endsWith('.gz') ? gzipSync(text) : text);
  }
  return Object.keys(days).map((name) => join(folder, name));
}

report('text: a row per day and a total, the clicks per call to action with its page', async ({ scratch }) => {
  const files = await writeLogs(join(scratch, 'text'));
  const { code, stdout, stderr } = await reportOf(...files);
  assert.is(code, 0, stderr);
  const rows = stdout.split('\n').map((text) => text.trim().split(/\s{2,}/));
  const row = (first: string) => rows.find((cells) => cells[0] === first);
  // Day, views /, views /bio, bots & previews, clicks, CTR /, CTR /bio (worked out by hand from writeLogs).
  assert.equal(row('2026-11-20'), ['2026-11-20', '2', '0', '0', '1', '50.0%', '–']);
  assert.equal(row('2026-11-21'), ['2026-11-21', '0', '1', '1', '1', '–', '100.0%']);
  assert.equal(row('2026-11-22'), ['2026-11-22', '4', '0', '0', '1', '25.0%', '–']);
  assert.equal(row('Total'), ['Total', '6', '1', '1', '3', '33.3%', '100.0%']);
  // The calls to action and pages in words, not ids and paths.
  assert.equal(row('Top of the page: register'), ['Top of the page: register', 'home', '1']);
  assert.equal(row('Bio: WhatsApp'), ['Bio: WhatsApp', 'bio', '1']);
  assert.match(stdout, /lower bound/);
});

report('--json, --since and --until: the same figures for programs, between those days, both counted', async ({ scratch }) => {
  const files = await writeLogs(join(scratch, 'json'));
  const bounded = JSON.parse((await reportOf('--json', '--since', '2026-11-21', '--until', '2026-11-21', ...files)).stdout) as { days: Array<{ day: string }>; until: string };
  assert.equal([bounded.days.map((day) => day.day), bounded.until], [['2026-11-21'], '2026-11-21']);
  const { code, stdout, stderr } = await reportOf('--json', '--since', '2026-11-21', ...files);
  assert.is(code, 0, stderr);
  const parsed = JSON.parse(stdout) as { from: string; to: string; days: Array<{ day: string }>; total: Record<string, unknown> };
  assert.equal([parsed.from, parsed.to], ['2026-11-21', '2026-11-22']);
  assert.equal(parsed.days.map((day) => day.day), ['2026-11-21', '2026-11-22']);
  assert.equal(parsed.total.views, { '/': 4, '/bio': 1 });
  assert.equal(parsed.total.botViews, { '/': 0, '/bio': 1 });
  assert.equal(parsed.total.clicks, { 'bio/whatsapp': 1, 'chat/whatsapp': 1 });
  assert.equal(parsed.total.clickThrough, { '/': 0.25, '/bio': 1 });
});

report('real errors: one line each, naming the file (and the first bad line), exit status 1', async ({ scratch }) => {
  const [gz, , log] = await writeLogs(join(scratch, 'errors'));
  const notALog = join(scratch, 'server.log');
  await writeFile(notALog, '{"level":"info","msg":"listening"}\n{"level":"info","msg":"reloaded"}\n');
  const brokenGz = join(scratch, 'access.log.3.gz');
  await writeFile(brokenGz, gzipSync(`${line('19', 'GET / HTTP/1.1', 200)}\n`.repeat(100)).subarray(0, 60));
  const cases: Array<[string[], RegExp]> = [
    [[log!, join(scratch, 'access.log.9')], /^Cannot read .*access\.log\.9: no such file \(the server writes the access log only when ACCESS_LOG is set in site\/site\.env; see the README\)\.\n$/],
    [[notALog], /^No readable request in .*server\.log\. 2 unreadable lines set aside \(.*\)\. The first: .*server\.log line 1 is not an access log line \(nginx "combined" format\): \{"level":"info","msg":"listening"\}\n$/],
    [['--since', '2026-12-01', gz!, log!], /^No request on or after 2026-12-01 in .*access\.log\.2\.gz, .*access\.log\.\n$/],
    [['--until', '2026-11-19', log!], /^No request on or before 2026-11-19 in .*access\.log\.\n$/],
    [[brokenGz], /^.*access\.log\.3\.gz is not a whole gzip file: .*\n$/],
    [[scratch], /^Cannot read .*: a folder, not a file\.\n$/],
  ];
  for (const [args, message] of cases) {
    const { code, stdout, stderr } = await reportOf(...args);
    assert.is(code, 1, `${args.join(' ')}: ${stderr}`);
    assert.match(stderr, message);
    assert.is(stdout, '');
  }
  const usage = await reportOf('--since', '31/11/2026', log!);
  assert.is(usage.code, 2);
  assert.match(usage.stderr, /^--since takes a day: 2026-11-01, 01\/11\/2026 \(day first\), yesterday, today or 7d/);
  const until = await reportOf('--until', '2026-11-31', log!);
  assert.is(until.code, 2);
  assert.match(until.stderr, /^--until takes a day: 2026-11-15, 15\/11\/2026 \(day first\), yesterday or today; got "2026-11-31"\.\n/);
});

report('a line it cannot read is counted and the first named, and the report goes on (exit status 0)', async ({ scratch }) => {
  const damaged = join(scratch, 'damaged.log');
  await writeFile(damaged, [line('22', 'GET / HTTP/1.1', 200), '203.0.113.0 - - [22/Nov/2026:10:0', line('22', 'GET /bio HTTP/1.1', 200), line('22', 'GET / HTTP/1.1', 200).replace('22/Nov', '00/Nov')].join('\n') + '\n');
  const { code, stdout, stderr } = await reportOf(damaged);
  assert.is(code, 0, stderr);
  const [title, count, first] = stdout.split('\n');
  assert.match(title!, /, 2 requests$/);
  assert.match(count!, /^2 unreadable lines set aside \(.*; 1 with an impossible date\)\.$/);
  assert.match(first!, /^The first: .*damaged\.log line 2 is not an access log line \(nginx "combined" format\): 203\.0\.113\.0 - - \[22\/Nov\/2026:10:0$/);
});

report('npm run report -- <files> runs the report (the checked-out code: report-live-code.test.ts)', async ({ scratch }) => {
  const files = await writeLogs(join(scratch, 'npm'));
  const { code, stdout, stderr } = await run('npm', ['run', '--silent', 'report', '--', '--json', ...files]);
  assert.is(code, 0, stderr);
  assert.equal((JSON.parse(stdout) as { total: { requests: number } }).total.requests, 11);
});

report('in Portuguese unless SITE_LANGUAGE says otherwise: the table, the errors, an unknown language named', async ({ scratch }) => {
  const files = await writeLogs(join(scratch, 'pt'));
  const text = await runReport(files, {});
  assert.is(text.code, 0, text.stderr);
  const rows = text.stdout.split('\n').map((line) => line.trim().split(/\s{2,}/));
  assert.equal(rows.find((cells) => cells[0] === 'Total'), ['Total', '6', '1', '1', '3', '33,3%', '100,0%']);
  assert.match(text.stdout, /^Relatório de acessos: 3 arquivos, 20\/11\/2026 a 22\/11\/2026, 11 requisições\n/);
  assert.equal(rows.find((cells) => cells[0] === '21/11/2026'), ['21/11/2026', '0', '1', '1', '1', '–', '100,0%']);
  assert.match(text.stdout, /\nTopo da página: cadastro +início +1\n/);
  assert.match(text.stdout, /\nDe onde vieram\n/);
  const missing = await runReport([join(scratch, 'nada.log')], {});
  assert.match(missing.stderr, /^Não foi possível ler .*nada\.log: arquivo não encontrado \(o servidor só escreve o log de acesso com ACCESS_LOG definido em site\/site\.env; veja o README\)\.\n$/);
  // A report page written inside the build folder would vanish with the next build: refused, nothing written.
  const inBuild = await runReport(['--html', join(distDir, 'relatorio.html'), ...files], {});
  assert.is(inBuild.code, 2);
  assert.match(inBuild.stderr, /relatorio\.html fica dentro de dist\/, que cada build troca: o relatório sumiria\. Grave-o fora de dist\//);
  assert.not.ok(existsSync(join(distDir, 'relatorio.html')));
  // A folder that is not there: said in Portuguese, the file named, no Node English.
  const noFolder = await runReport(['--html', join(scratch, 'nada', 'relatorio.html'), ...files], {});
  assert.match(noFolder.stderr, /^Não foi possível gravar .*nada\/relatorio\.html: o arquivo ou a pasta não existe\.\n$/);
  const unknown = await runReport(files, { SITE_LANGUAGE: 'fr' });
  assert.is(unknown.code, 0);
  assert.match(unknown.stderr, /^SITE_LANGUAGE deve ser pt-BR ou en \(recebido: "fr"\)\./);
});

testOrSkip(report, 'the page written to a full disk (/dev/full): what to do, in Portuguese, no Node English', existsSync('/dev/full') ? null : 'needs /dev/full (a Linux device that is always full)', async ({ scratch }) => {
  const files = await writeLogs(join(scratch, 'full'));
  const full = await runReport(['--html', '/dev/full', ...files], {});
  assert.is(full.code, 1);
  assert.match(full.stderr, /^O disco está cheio: não foi possível gravar \/dev\/full\. Libere espaço .* e rode npm run report de novo\.\n$/);
});

report.run();
