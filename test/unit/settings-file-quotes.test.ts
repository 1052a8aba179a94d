// Quotes as the operator types them (README, Configurações): curly quotes from a word processor or a
// phone around a value are quotes, never part of what the visitor gets; a value they cannot be read
// around stops, saying "curly quotes" ("aspas curvas"); and `\"` is a quote in every value, bare or
// quoted, so no backslash reaches the chat. The chat link is checked as the visitor opens it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConfigError } from '../../src/settings/errors';
import { chatLink } from '../../src/settings/links';
import { parseSettingsFile } from '../../src/settings/settings-file';
import { useLanguage } from '../../src/messages/language';

useLanguage('en');
const file = 'site/site.env';

const messageOf = (line: string) => parseSettingsFile(`${line}\n`, file).WHATSAPP_MESSAGE;

/** The chat text the visitor's WhatsApp opens with, read back from the link. */
const chatText = (message: string) => new URL(chatLink('5551987654321', message)).searchParams.get('text');

function stopsWith(text: string, expected: RegExp): void {
  assert.throws(
    () => parseSettingsFile(text, file),
    (error: unknown) => error instanceof ConfigError && expected.test(error.message),
    `${JSON.stringify(text)} should stop with ${expected}`,
  );
}

test('curly quotes around a value are quotes: “…”, „…“, ”…”, ‘…’, with # and a comment as straight ones', () => {
  assert.is(messageOf('WHATSAPP_MESSAGE=“Olá! Quero me cadastrar.”'), 'Olá! Quero me cadastrar.');
  assert.is(chatText(messageOf('WHATSAPP_MESSAGE=“Olá! Quero me cadastrar.”')!), 'Olá! Quero me cadastrar.');
  assert.is(messageOf('WHATSAPP_MESSAGE=„Olá!“'), 'Olá!');
  assert.is(messageOf('WHATSAPP_MESSAGE=”Olá!”'), 'Olá!');
  assert.is(messageOf('WHATSAPP_MESSAGE=‘Um copo d’água’'), 'Um copo d’água');
  assert.is(messageOf('WHATSAPP_MESSAGE=“Quero o kit #1” # the chat'), 'Quero o kit #1');
  assert.equal(parseSettingsFile('SPONSOR=“maria.souza”\nSOCIAL_PROOF=‘off’\n', file), { SPONSOR: 'maria.souza', SOCIAL_PROOF: 'off' });
});

test('curly quotes inside a value are the value: bare, or inside straight quotes', () => {
  assert.is(messageOf('WHATSAPP_MESSAGE=Quero o “kit” azul'), 'Quero o “kit” azul');
  assert.is(messageOf('WHATSAPP_MESSAGE="“Kit azul” é o melhor"'), '“Kit azul” é o melhor');
});

test('curly quotes that cannot be read as quotes stop, naming them', () => {
  stopsWith('WHATSAPP_MESSAGE=“Olá, tudo bem\n', /^site\/site\.env, line 1: the curly quote “ is not closed on this line\. .*WHATSAPP_MESSAGE="…"\.$/);
  stopsWith('WHATSAPP_MESSAGE=“Kit azul” é o melhor\n', /^site\/site\.env, line 1: text after the closing curly quote ”\. Put the whole value inside straight quotes/);
  stopsWith('SPONSOR="maria.souza”\n', /^site\/site\.env, line 1: the " quote opens straight and closes curly \(”, a curly quote/);
});

test('in Portuguese, the default, they are "aspas curvas"', () => {
  useLanguage('pt-BR');
  try {
    stopsWith('WHATSAPP_MESSAGE=“Olá\n', /^site\/site\.env, linha 1: as aspas curvas “ não foram fechadas nesta linha/);
    stopsWith('SPONSOR="maria”\n', /aspas curvas/);
    stopsWith('WHATSAPP_MESSAGE=“Kit” azul\n', /há texto depois das aspas curvas ” finais/);
  } finally {
    useLanguage('en');
  }
});

test('\\" is a quote in every value, bare or in any quotes: no backslash reaches the chat', () => {
  const forms = ['"Quero o \\"kit\\" azul"', 'Quero o \\"kit\\" azul', "'Quero o \\\"kit\\\" azul'", '“Quero o \\"kit\\" azul”'];
  for (const form of forms) {
    const message = messageOf(`WHATSAPP_MESSAGE=${form}`)!;
    assert.is(message, 'Quero o "kit" azul', form);
    assert.is(chatText(message), 'Quero o "kit" azul', form);
  }
  assert.is(messageOf("WHATSAPP_MESSAGE='Quero o \\'kit\\''"), "Quero o 'kit'");
  assert.is(messageOf('WHATSAPP_MESSAGE="Oi!\\nQuero o \\"kit\\"" # a comment with \\"quotes\\"'), 'Oi!\nQuero o "kit"');
});

test('a closing quote written \\" closes nothing: the quote is not closed', () => {
  stopsWith('WHATSAPP_MESSAGE="Quero o \\"kit\\"\n', /^site\/site\.env, line 1: the " quote is not closed on this line/);
});

test.run();
