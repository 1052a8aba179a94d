// The operator reads pt-BR unless SITE_LANGUAGE says en (README, "Em português"): chosen from the
// command's environment, else from a line of the settings file (glanced at before the file is
// read strictly, so its own errors are already in that language); a value naming no language
// stops in both. Each of the server's, the deploy's and the dev server's areas says Portuguese by
// default. Expected sentences are written out here, never taken from the catalogue.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { settingsLines } from '../../src/builder/store/build-report';
import { demoOverRealMessage } from '../../src/builder/store/settings-guard';
import { chooseLanguage, messages } from '../../src/messages/catalogue';
import { currentLanguage, useLanguage } from '../../src/messages/language';
import { listenErrorMessage } from '../../src/server/process/listen-errors';
import { restartNotes } from '../../src/settings/restart-settings';
import { chooseLanguageBeforeSettings, settingsFileLanguage } from '../../src/settings/site-folder/operator-language';

const inUse = Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' });

test('Portuguese unless SITE_LANGUAGE says otherwise; en switches; the choice is kept when the variable is unset', () => {
  useLanguage('pt-BR');
  assert.is(chooseLanguage({}), null);
  assert.is(currentLanguage(), 'pt-BR');
  assert.is(chooseLanguage({ SITE_LANGUAGE: 'en' }), null);
  assert.is(currentLanguage(), 'en');
  assert.is(chooseLanguage({ PATH: '/bin' }), null);
  assert.is(currentLanguage(), 'en');
  useLanguage('pt-BR');
});

test('a SITE_LANGUAGE that names no language is refused in both languages, and changes nothing', () => {
  useLanguage('pt-BR');
  assert.is(chooseLanguage({ SITE_LANGUAGE: 'fr' }), 'SITE_LANGUAGE deve ser pt-BR ou en (recebido: "fr").\nSITE_LANGUAGE must be pt-BR or en (got "fr").');
  assert.is(currentLanguage(), 'pt-BR');
});

test("the server's messages are Portuguese by default, English with en", () => {
  useLanguage('pt-BR');
  assert.is(listenErrorMessage(inUse, 3000, '127.0.0.1'), 'A porta 3000 em 127.0.0.1 já está em uso. Pare o outro processo ou mude PORT.');
  assert.equal(restartNotes({ HSTS: 'off' }, { HSTS: 'on' }), {
    restartToApply: ['HSTS'],
    note: 'HSTS mudou desde que o servidor iniciou; uma recarga não aplica essa mudança: systemctl restart ozonteck aplica.',
  });
  useLanguage('en');
  assert.is(listenErrorMessage(inUse, 3000, '127.0.0.1'), 'Port 3000 on 127.0.0.1 is already in use. Stop the other process or set PORT.');
  useLanguage('pt-BR');
});

test("the deploy's messages are Portuguese by default: the settings that went live, the demo guard", () => {
  useLanguage('pt-BR');
  const info = {
    format: 2,
    builtAt: '2026-11-22T12:00:00.000Z',
    settings: { siteUrl: 'https://negociosozonteck.com.br', sponsor: 'demo', registerUrl: 'https://cadastro.ozonteck.example/register', whatsappNumber: '5551987654321', whatsappMessage: 'Oi', socialProof: true },
    demoDefaultsUsed: ['SPONSOR' as const],
    pages: {},
    notFoundPage: '404.html',
  };
  assert.equal(settingsLines(info), [
    '  patrocinador      demo   <- valor de DEMONSTRAÇÃO: defina SPONSOR em site/site.env',
    '  link de cadastro  https://cadastro.ozonteck.example/register?sponsor=demo',
    '  número WhatsApp   5551987654321',
    '  URL do site       https://negociosozonteck.com.br',
  ]);
  assert.match(demoOverRealMessage(['SPONSOR'], 'site/site.env'), /^o build no ar usa o seu valor real de SPONSOR, mas este build não tem esse valor/);
});

test("the dev server's messages are Portuguese by default", () => {
  useLanguage('pt-BR');
  assert.is(messages().dev.rebuilt(120, 2), 'Refeito em 120 ms; recarregando 2 página(s).');
});

test("the settings file's SITE_LANGUAGE is seen before the file is read strictly; the command's environment wins", () => {
  const root = mkdtempSync(join(tmpdir(), 'language-'));
  try {
    mkdirSync(join(root, 'site'));
    assert.is(settingsFileLanguage(root, {}), null, 'no file');
    // A file the strict reader stops on (SPONSER) still gives its language, so that stop is in it.
    writeFileSync(join(root, 'site', 'site.env'), 'SPONSER=joana123\n SITE_LANGUAGE = "en" # English\n');
    assert.is(settingsFileLanguage(root, {}), 'en');
    useLanguage('pt-BR');
    assert.is(chooseLanguageBeforeSettings(root, {}), null);
    assert.is(currentLanguage(), 'en');
    assert.is(chooseLanguageBeforeSettings(root, { SITE_LANGUAGE: 'pt-BR' }), null);
    assert.is(currentLanguage(), 'pt-BR', 'the command wins over the file');
    writeFileSync(join(root, 'other.env'), 'SITE_LANGUAGE=en\n');
    assert.is(settingsFileLanguage(root, { SITE_ENV_FILE: 'other.env' }), 'en', 'the file SITE_ENV_FILE names');
    writeFileSync(join(root, 'site', 'site.env'), '# SITE_LANGUAGE=en\nSITE_LANGUAGE=klingon\n');
    assert.is(settingsFileLanguage(root, {}), null, 'a comment or a bad value names no language (the strict reading says why)');
  } finally {
    rmSync(root, { recursive: true, force: true });
    useLanguage('pt-BR');
  }
});

test.run();
