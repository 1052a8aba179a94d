// `npm run report` runs the code that is checked out, not the copy inside the live build: after a
// rollback, dist points at an older build whose dist/report.mjs may lack whole sections (the speed
// table came later), and the report must not lose them silently. With the sources and the build
// tools there (a checkout after `npm ci`), it runs src/report/cli.ts through the node loader and
// reads the build's table of calls to action from dist; where only a build and the runtime
// packages were installed (the README's "Build on one machine, run on another"), it runs
// dist/report.mjs. Each case is a folder laid out like the operator's, with a stand-in old build.
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { repoRoot } from '../support/project-copy';
import { run } from '../support/report-run';

const liveCode = suite<{ scratch: string; log: string }>('npm run report runs the checked-out code');
liveCode.before(async (context) => {
  context.scratch = await mkdtemp(join(tmpdir(), 'report-live-'));
  context.log = join(context.scratch, 'access.log');
  const phone = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
  const line = (request: string, status: number) => `203.0.113.0 - - [22/Nov/2026:10:00:00 -0300] "${request}" ${status} 0 "-" "${phone}"`;
  // The beacon names its page as its Referer, as a browser's does; the click follows the page's view.
  const beacon = line('POST /ritmo?p=bio&k=navigate&lcp=900 HTTP/1.1', 204).replace('"-"', '"https://negociosozonteck.example/bio"');
  const lines = [line('GET /bio HTTP/1.1', 200), beacon, line('POST /ping/bio/whatsapp HTTP/1.1', 204)];
  await writeFile(context.log, lines.join('\n') + '\n');
});
liveCode.after(({ scratch }) => rm(scratch, { recursive: true, force: true }));

const oldReport = 'the old build\'s report ran';

/**
 * A project folder whose dist is a rolled-back build: its report.mjs only says it ran, its
 * headers.json names one call to action. `checkout`: the sources and the dev packages beside it.
 */
async function project(scratch: string, name: string, checkout: boolean): Promise<string> {
  const folder = join(scratch, name);
  const build = join(folder, '.dist-builds', '20261101T100000000Z-0001');
  await mkdir(build, { recursive: true });
  await cp(join(repoRoot, 'package.json'), join(folder, 'package.json'));
  await writeFile(join(build, 'report.mjs'), `console.log(${JSON.stringify(oldReport)});\n`);
  await writeFile(join(build, 'headers.json'), JSON.stringify({ callsToAction: { 'bio/whatsapp': '/bio' } }));
  await symlink('.dist-builds/20261101T100000000Z-0001', join(folder, 'dist'));
  if (checkout) {
    await symlink(join(repoRoot, 'src'), join(folder, 'src'));
    await symlink(join(repoRoot, 'node_modules'), join(folder, 'node_modules'));
  }
  return folder;
}

interface Json {
  speed: { rows: Array<{ page: string; views: number }> };
  total: { clicksByPage: Record<string, number> };
}

liveCode('in a checkout: the sources\' report, with the speed section, over the rolled-back build\'s calls to action', async ({ scratch, log }) => {
  const folder = await project(scratch, 'checkout', true);
  const { code, stdout, stderr } = await run('npm', ['run', '--silent', 'report', '--', '--json', log], { SITE_LANGUAGE: 'en' }, folder);
  assert.is(code, 0, stderr);
  assert.not.match(stdout, oldReport);
  const report = JSON.parse(stdout) as Json;
  assert.equal(report.speed.rows.map((row) => [row.page, row.views]), [['bio', 1]]);
  assert.is(report.total.clicksByPage['/bio'], 1, 'the click is on /bio, from dist/headers.json');
});

liveCode('a runtime-only install (a build, package.json, no sources or build tools): dist/report.mjs', async ({ scratch, log }) => {
  const folder = await project(scratch, 'runtime', false);
  const { code, stdout, stderr } = await run('npm', ['run', '--silent', 'report', '--', '--json', log], { SITE_LANGUAGE: 'en' }, folder);
  assert.is(code, 0, stderr);
  assert.is(stdout, `${oldReport}\n`);
  // Sources without the build tools (npm ci --omit=dev in a checkout): the build's report too.
  await symlink(join(repoRoot, 'src'), join(folder, 'src'));
  assert.is((await run('npm', ['run', '--silent', 'report', '--', log], { SITE_LANGUAGE: 'en' }, folder)).stdout, `${oldReport}\n`);
});

liveCode.run();
