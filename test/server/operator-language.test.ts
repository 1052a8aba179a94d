// The operator's language with the real commands in a scratch copy of the project: with
// SITE_LANGUAGE unset the build, `npm run status` and the server speak Portuguese; SITE_LANGUAGE=en
// in the command or in site/site.env switches them to English; a value that names no language
// stops each, saying so in both. The helpers pass SITE_LANGUAGE=en unless a test unsets it.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyProject, removeCopy, runBuild, runDeployCommand, writeSettings } from '../support/project-copy';
import { spawnServer } from '../support/serve';

const language = suite<{ copy: string }>("the operator's language");
const unset = { SITE_LANGUAGE: undefined };
const bilingualRefusal = 'SITE_LANGUAGE deve ser pt-BR ou en (recebido: "fr").\nSITE_LANGUAGE must be pt-BR or en (got "fr").';

language.before(async (context) => {
  context.copy = await copyProject('operator-language-');
});
language.after(async ({ copy }) => {
  if (copy) await removeCopy(copy);
});

/** The text of the server's `listening` line, then the server stopped. */
async function listeningText(copy: string, env: Record<string, string | undefined>): Promise<string> {
  const server = spawnServer({ project: copy, env });
  try {
    return String((await server.waitFor('listening')).text);
  } finally {
    await server.stop();
  }
}

language('with SITE_LANGUAGE unset, the build, npm run status and the server speak Portuguese', async ({ copy }) => {
  const build = await runBuild(copy, unset);
  assert.is(build.code, 0, build.stderr);
  assert.match(build.stdout, /\n(1 build guardado \(npm run status o lista\)\. Não há versão anterior guardada: o rollback não tem para onde voltar\.|\d+ builds guardados \(npm run status os lista\); npm run rollback coloca no ar o anterior\.)\nOs visitantes o recebem quando o servidor recarrega: systemctl reload ozonteck /);
  const status = await runDeployCommand(copy, 'status', unset);
  assert.is(status.code, 0, status.stderr);
  // Times on the operator's clock, as Brazilians write them (26/11/2026 15:29).
  assert.match(status.stdout, /^Build no ar: \S+, feito em \d\d\/\d\d\/\d{4} \d\d:\d\d, no ar em dist desde \d\d\/\d\d\/\d{4} \d\d:\d\d, com:\n/);
  // The server's line names the build as status does, made on the same clock (no UTC stamp), with its process.
  const live = /^Build no ar: (\S+), feito em (\S+ \S+),/.exec(status.stdout)!;
  const listening = await listeningText(copy, unset);
  assert.match(listening, /^Site no ar em http:\/\/127\.0\.0\.1:\d+ \(processo \d+\), com o build \S+, feito em \S+ \S+\.$/);
  assert.ok(listening.endsWith(`com o build ${live[1]}, feito em ${live[2]}.`), listening);
  // npm run status sends the reader to that line by its Portuguese words.
  assert.match(status.stdout, /a última linha "Site no ar" ou "Recarregado" do log dele/);
});

language('SITE_LANGUAGE=en in site/site.env switches the server and npm run status to English', async ({ copy }) => {
  await writeSettings(copy, 'SITE_LANGUAGE=en\n');
  try {
    assert.match(await listeningText(copy, unset), /^Serving the site on http:\/\/127\.0\.0\.1:\d+ \(process \d+\), with the build \S+, made \d{4}-\d\d-\d\d \d\d:\d\d\.$/);
    const status = await runDeployCommand(copy, 'status', unset);
    assert.match(status.stdout, /^Live build: \S+, built \d{4}-\d\d-\d\d \d\d:\d\d, live in dist since \d{4}-\d\d-\d\d \d\d:\d\d, with:\n/);
    // The command's environment wins over the file.
    assert.match(await listeningText(copy, { SITE_LANGUAGE: 'pt-BR' }), /^Site no ar em /);
  } finally {
    await rm(join(copy, 'site', 'site.env'));
  }
});

language('a SITE_LANGUAGE that names no language stops the build and the server, in both languages', async ({ copy }) => {
  const build = await runBuild(copy, { SITE_LANGUAGE: 'fr' });
  assert.is(build.code, 1);
  assert.is(build.stderr.trim(), bilingualRefusal);
  await writeSettings(copy, 'SITE_LANGUAGE=fr\n');
  try {
    // Read from the file: its line is named, in Portuguese (the language could not be chosen).
    const server = spawnServer({ project: copy, env: unset });
    assert.is(await server.exit, 1);
    assert.equal(server.lines().map((line) => line.msg), [`site/site.env, linha 1: ${bilingualRefusal}`]);
    const fromFile = await runBuild(copy, unset);
    assert.is(fromFile.code, 1);
    assert.is(fromFile.stderr.trim(), `site/site.env, linha 1: ${bilingualRefusal}`);
  } finally {
    await rm(join(copy, 'site', 'site.env'));
  }
});

language('the SPONSER mistake in site/site.env stops the build in Portuguese with SITE_LANGUAGE unset, in English with en', async ({ copy }) => {
  await writeSettings(copy, '# configurações\nSPONSER=joana123\n');
  try {
    const portuguese = await runBuild(copy, unset);
    assert.is(portuguese.code, 1);
    assert.match(portuguese.stderr, /site\/site\.env.*SPONSER.*SPONSOR/);
    assert.match(portuguese.stderr, /não/);
    assert.not.match(portuguese.stderr, /is not a setting|did you mean|Build stopped/);
    const english = await runBuild(copy, { SITE_LANGUAGE: 'en' });
    assert.is(english.code, 1);
    assert.match(english.stderr, 'site/site.env, line 2: SPONSER is not a setting; did you mean SPONSOR? Correct the name.');
  } finally {
    await rm(join(copy, 'site', 'site.env'));
  }
});

language.run();
