// The lead settings as an operator writes them, with real `build.ts` and `node dist/server.mjs` in
// a scratch copy of the project: nothing goes live with a link that reaches nobody or the wrong
// country, every value error names the file and the line, and the server never refuses to start
// over a setting only the build reads. The suite's first build is the demo (an empty site/).
import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyProject, realLeads, removeCopy, repoRoot, runBuild, snapshotDist, writeSettings } from '../support/project-copy';
import { spawnServer } from '../support/serve';

const leads = suite<{ copy: string }>('the lead settings as the operator writes them');

leads.before(async (context) => {
  context.copy = await copyProject('operator-leads-');
});
leads.after(async ({ copy }) => {
  if (copy) await removeCopy(copy);
});

const file = (copy: string) => join(copy, 'site', 'site.env');
const lastLines = (stdout: string, count: number) => stdout.trimEnd().split('\n').slice(-count);

/** The build stops with `message` on its last line, exit 1, and dist/ untouched. */
async function stopsWith(copy: string, message: RegExp, env: Record<string, string> = {}): Promise<string> {
  const before = await snapshotDist(copy);
  const result = await runBuild(copy, env);
  assert.is(result.code, 1, result.stdout);
  assert.match(result.stderr, message);
  assert.not.match(result.stderr, /^\s+at /m, 'a stack trace');
  assert.equal(await snapshotDist(copy), before, 'dist/ changed');
  return result.stderr;
}

leads('an empty site/ builds the demo, and says so on its last lines', async ({ copy }) => {
  await rm(join(copy, 'site'), { recursive: true, force: true });
  const result = await runBuild(copy);
  assert.is(result.code, 0, result.stderr);
  const verdict = lastLines(result.stdout, 6);
  assert.match(verdict[0]!, /^DEMO: SPONSOR, REGISTER_URL and WHATSAPP_NUMBER are not set, so the links lead to the demo, not to you/);
  assert.equal(verdict.slice(1, 4), [
    '  register  https://cadastro.ozonteck.example/register?sponsor=demo',
    `  WhatsApp  https://wa.me/5551999999999?text=${encodeURIComponent('Olá! Vim pelo site e quero me cadastrar como revendedor Ozonteck. Pode me ajudar com o cadastro?')}`,
    '  site      https://negociosozonteck.example',
  ]);
  assert.match(verdict[5]!, /^ {2}- Warning: using demo values for SITE_URL, SPONSOR, REGISTER_URL, WHATSAPP_NUMBER/);
});

leads('WHATSAPP_NUMBER=51987654321 (DDD first, no 55) stops naming the file and the line, suggesting 5551987654321', async ({ copy }) => {
  await writeSettings(copy, `SPONSOR=${realLeads.SPONSOR}\nREGISTER_URL=${realLeads.REGISTER_URL}\n\nWHATSAPP_NUMBER=51987654321\n`);
  await stopsWith(copy, /^Build stopped: site\/site\.env, line 4: WHATSAPP_NUMBER "51987654321" looks like a Brazilian number without its country code \(55\): .*Did you mean 5551987654321\? Write WHATSAPP_NUMBER=5551987654321\.$/m);
});

leads('the same in Portuguese when SITE_LANGUAGE is unset', async ({ copy }) => {
  await writeSettings(copy, `SPONSOR=${realLeads.SPONSOR}\nREGISTER_URL=${realLeads.REGISTER_URL}\nWHATSAPP_NUMBER=51 98765-4321\n`);
  const unset = { SITE_LANGUAGE: undefined } as unknown as Record<string, string>;
  await stopsWith(copy, /^Build interrompido: site\/site\.env, linha 3: WHATSAPP_NUMBER "51 98765-4321" parece um número brasileiro sem o código do país \(55\).* Você quis dizer 5551987654321\?/m, unset);
});

leads('a real SPONSOR without REGISTER_URL stops, listing what is missing', async ({ copy }) => {
  await writeSettings(copy, `SPONSOR=${realLeads.SPONSOR}\nWHATSAPP_NUMBER=${realLeads.WHATSAPP_NUMBER}\n`);
  await stopsWith(copy, /^Build stopped: one setting keeps the site from going live with your details:\n {2}- REGISTER_URL is not set\.\nSPONSOR, REGISTER_URL and WHATSAPP_NUMBER go together/m);
});

leads("the README's example settings block, copied as it stands, stops, naming each example value and its line", async ({ copy }) => {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  await writeSettings(copy, /```sh\n(# \/srv\/ozonteck\/site\/site\.env [\s\S]*?)```/.exec(readme)![1]!);
  const stderr = await stopsWith(copy, /^Build stopped: \w+ settings? keeps? the site from going live with your details:/m);
  for (const name of ['SPONSOR', 'REGISTER_URL', 'WHATSAPP_NUMBER']) assert.match(stderr, new RegExp(`- ${name} \\(site/site\\.env, line \\d+\\) is still the example value`));
});

leads('a file saved as Latin-1 ("ANSI") stops naming the line and saying to save it as UTF-8', async ({ copy }) => {
  await writeSettings(copy, '');
  const text = `SPONSOR=${realLeads.SPONSOR}\nREGISTER_URL=${realLeads.REGISTER_URL}\nWHATSAPP_NUMBER=${realLeads.WHATSAPP_NUMBER}\nWHATSAPP_MESSAGE=Olá!\n`;
  await writeFile(file(copy), Buffer.from(text, 'latin1'));
  await stopsWith(copy, /^Build stopped: site\/site\.env, line 4: this line has characters that are not UTF-8 .*Save the file as UTF-8/m);
});

leads('a bare # in a value stops naming the line; quoted, it goes live whole', async ({ copy }) => {
  const leadLines = Object.entries(realLeads).map(([name, value]) => `${name}=${value}`).join('\n');
  await writeSettings(copy, `${leadLines}\nWHATSAPP_MESSAGE=Quero o kit #1 hoje\n`);
  await stopsWith(copy, /^Build stopped: site\/site\.env, line 4: the value of WHATSAPP_MESSAGE has a # outside quotes/m);
  await writeSettings(copy, `${leadLines.replace(realLeads.WHATSAPP_NUMBER, '+55 (51) 98765-4321')}\nWHATSAPP_MESSAGE="Quero o kit #1 hoje"\n`);
  const result = await runBuild(copy);
  assert.is(result.code, 0, result.stderr);
  assert.match(result.stdout, /^ {2}WhatsApp {2}https:\/\/wa\.me\/5551987654321\?text=Quero%20o%20kit%20%231%20hoje$/m);
  assert.match(await readFile(join(copy, 'dist', 'index.html'), 'utf8'), /href="https:\/\/wa\.me\/5551987654321\?text=Quero%20o%20kit%20%231%20hoje"/);
});

leads('with a bad build-only setting in the file, node dist/server.mjs starts, serves the live build and warns naming the line', async ({ copy }) => {
  const leadLines = Object.entries(realLeads).map(([name, value]) => `${name}=${value}`).join('\n');
  await writeSettings(copy, `${leadLines.replace(realLeads.WHATSAPP_NUMBER, '51987654321')}\nSPONSER=typo\nHSTS=on\n`);
  const server = spawnServer({ project: copy });
  try {
    const listening = await server.waitFor('listening');
    const warnings = server.lines().filter((line) => line.level === 'warn' && String(line.problem ?? '').includes('The next build will refuse this'));
    assert.equal(warnings.map((line) => String(line.problem).split(':')[0]), ['site/site.env, line 4', 'site/site.env, line 3']);
    assert.match(String(warnings[1]!.problem), /WHATSAPP_NUMBER "51987654321" looks like a Brazilian number without its country code .* the live build keeps serving\.$/);
    const page = await fetch(`${String(listening.url)}/`);
    assert.is(page.status, 200);
    assert.match(await page.text(), /https:\/\/wa\.me\/5551987654321/, 'the live build, built from the number written right');
    assert.ok(page.headers.get('strict-transport-security'), "the server's own settings from the same file apply");
    // A reload keeps serving too, and names the problem again.
    const before = server.lines().length;
    server.process.kill('SIGHUP');
    const reloaded = await server.waitFor('reloaded', before);
    assert.match(String((reloaded.buildSettingProblems as string[])[1]), /^site\/site\.env, line 3: WHATSAPP_NUMBER "51987654321"/);
    assert.is((await fetch(`${String(listening.url)}/`)).status, 200);
  } finally {
    await server.stop();
  }
  await writeSettings(copy, `${leadLines}\nHSTS=talvez\n`);
  const stopped = spawnServer({ project: copy });
  assert.is(await stopped.exit, 1, "a bad server setting still stops it");
});

leads.run();
