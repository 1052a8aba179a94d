// An operator who followed an older README committed their texts in the code and is stuck:
// `git pull` stops with "divergent branches". From the release at 5a2260b (`git commit -am "meus
// textos"` over its content folder's hero.ts), the README's manual steps (set the commit aside on a branch,
// the new code, the install, `ozonteck guardar-textos`) keep the text in site/texts.env and put it
// live. Then, installed, the same kind of commit is set aside by `ozonteck atualizar` by itself.
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { realLeads } from '../support/project-copy';
import { commitOnHead } from './commits';
import { checkoutInside, Machine, testDomains } from './machine';

const old = suite<{ machine: Machine }>('texts committed in the code, kept on the way to the new code');
const oldRelease = '5a2260b';
const long = { timeoutMs: 15 * 60_000, cwd: checkoutInside, env: { SITE_LANGUAGE: 'pt-BR' } };
const asOperator = 'git -c user.name=maria -c user.email=maria@localhost';
const install = [
  `bash src/vps/instalar.sh --dominio ${testDomains[0]} --patrocinador ${realLeads.SPONSOR}`,
  `--cadastro ${realLeads.REGISTER_URL} --whatsapp ${realLeads.WHATSAPP_NUMBER} --sim --tls-interno`,
].join(' ');

old.before(async (context) => {
  context.machine = await Machine.create({ commit: oldRelease });
  await context.machine.boot();
});
old.after(async ({ machine }) => machine?.destroy());

const texts = (machine: Machine) => readFileSync(machine.onHost(`${checkoutInside}/site/texts.env`), 'utf8');

async function homeBody(machine: Machine): Promise<string> {
  const answer = await machine.fetch(`https://${testDomains[0]}/`);
  return answer.body;
}

old(`from ${oldRelease} with "meus textos" committed: the manual steps keep the text and put it live`, async ({ machine }) => {
  await machine.mustExec(`sed -i "s/badge: 'Representantes oficiais Ozonteck'/badge: 'Revenda da Maria'/" src/content/hero.ts`, long);
  await machine.mustExec(`${asOperator} commit -qam "meus textos"`, long);
  await machine.pushToOrigin('HEAD');
  const pull = await machine.exec(`${asOperator} pull`, long);
  assert.is.not(pull.code, 0, 'git pull stops, as the operator saw it');
  const steps = [
    // The guide's lines, as the operator copies them (the first commit has nothing left to commit).
    'git -c user.name=eu -c user.email=eu@localhost commit -qam "meus textos"; git fetch && git branch meus-textos && git reset --hard origin/main',
    install,
    'ozonteck guardar-textos meus-textos',
    'ozonteck publicar',
  ];
  for (const step of steps) {
    const done = await machine.exec(step, long);
    assert.is(done.code, 0, `${step}\n${done.stdout}${done.stderr}`);
    if (step.startsWith('ozonteck guardar')) assert.match(done.stdout, 'Seu texto HERO_BADGE foi guardado em /srv/ozonteck/site/texts.env.');
  }
  assert.match(texts(machine), 'HERO_BADGE="Revenda da Maria"');
  assert.match(await homeBody(machine), 'Revenda da Maria');
});

old('installed, a text committed in the code is set aside by ozonteck atualizar itself', async ({ machine }) => {
  const edit = `sed -i "s/operatorText('HERO_HEADLINE_START', 'Renda extra de')/operatorText('HERO_HEADLINE_START', 'Ganhe')/"`;
  await machine.mustExec(`${edit} src/app/content/hero.ts && ${asOperator} commit -qam "meu título"`, long);
  const release = commitOnHead('package.json', (text) => text, 'a newer release');
  await machine.pushToOrigin(release);
  const update = await machine.exec('ozonteck atualizar', long);
  const output = update.stdout + update.stderr;
  assert.is(update.code, 0, output);
  assert.match(output, 'Seu texto HERO_HEADLINE_START foi guardado');
  assert.match(output, /Suas mudanças no código foram guardadas no ramo meus-textos-\d{4}-\d\d-\d\d/);
  assert.is((await machine.mustExec('git rev-parse HEAD', long)).stdout.trim(), release);
  assert.match(texts(machine), 'HERO_HEADLINE_START=Ganhe');
  assert.match(texts(machine), 'HERO_BADGE="Revenda da Maria"', 'the texts kept before stay');
  assert.match(await homeBody(machine), 'Ganhe');
});

old.run();
