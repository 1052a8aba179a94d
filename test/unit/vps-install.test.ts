// The install's questions and what it writes, pure: each answer checked with the settings' own
// parsers and messages (a wrong SPONSOR gets from the installer what the build would say), the
// settings file edited keeping the operator's other lines, and the verdict's last lines.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useLanguage } from '../../src/messages/language';
import { ConfigError } from '../../src/settings/errors';
import { parseSettingsFile } from '../../src/settings/settings-file';
import { parseSiteSettings } from '../../src/settings/settings';
import { checkDomain, checkLeadAnswer } from '../../src/vps/answer-checks';
import { dnsLine } from '../../src/vps/machine-check';
import { withSettings } from '../../src/vps/site-env-edit';
import { verdictLines } from '../../src/vps/verdict';
import { realLeads } from '../support/project-copy';

test.before.each(() => useLanguage('pt-BR'));

const site = { SITE_URL: 'https://negocios-da-maria.com.br' };

/** What the build stops with for this one value in the settings file. */
function buildSays(name: string, value: string): string {
  try {
    parseSiteSettings({ ...site, [name]: value });
  } catch (error) {
    if (error instanceof ConfigError && error.setting === name) return error.message;
  }
  throw new Error(`the build accepts ${name}=${value}`);
}

test('the domain, however it is pasted, is its bare name; what is no domain is said', () => {
  for (const pasted of ['negocios-da-maria.com.br', 'https://www.Negocios-da-Maria.com.br/', ' http://negocios-da-maria.com.br ']) {
    assert.equal(checkDomain(pasted), { value: 'negocios-da-maria.com.br', warnings: [] }, pasted);
  }
  for (const wrong of ['', 'localhost', '203.0.113.7', 'negocios da maria.com.br', 'maria.com.br/bio']) {
    assert.match(String(checkDomain(wrong).problem), 'não é um domínio: escreva só o nome, como meusite.com.br', wrong);
  }
  assert.match(String(checkDomain('negociosozonteck.com.br').problem), 'negociosozonteck.com.br', "the README's example site");
});

test("a wrong lead answer gets the build's own message, at once", () => {
  const sponsor = checkLeadAnswer('SPONSOR', 'maria souza', site);
  assert.is(sponsor.problem, buildSays('SPONSOR', 'maria souza'));
  assert.match(String(sponsor.problem), /^SPONSOR deve ser de 1 a 64 letras sem acento/);
  const number = checkLeadAnswer('WHATSAPP_NUMBER', '(51) 98765-4321', site);
  assert.is(number.problem, buildSays('WHATSAPP_NUMBER', '(51) 98765-4321'));
  assert.match(String(number.problem), 'Você quis dizer');
  const register = checkLeadAnswer('REGISTER_URL', 'escritorio.ozonteck-teste.com.br/cadastro', site);
  assert.is(register.problem, buildSays('REGISTER_URL', 'escritorio.ozonteck-teste.com.br/cadastro'));
  assert.match(String(checkLeadAnswer('SPONSOR', '  ', site).problem), 'SPONSOR');
});

test('a demo or README value, or this site as the registration page, is refused as the build refuses it', () => {
  assert.match(String(checkLeadAnswer('SPONSOR', 'demo', site).problem), 'é o valor da demonstração "demo"');
  assert.match(String(checkLeadAnswer('WHATSAPP_NUMBER', '+55 11 91234-5678', site).problem), '+55 11 91234-5678');
  assert.match(String(checkLeadAnswer('REGISTER_URL', 'https://negocios-da-maria.com.br/cadastro', site).problem), 'negocios-da-maria.com.br');
});

test('right answers pass, one at a time, with the warnings the build would give', () => {
  const known: Record<string, string> = { ...site };
  for (const name of ['SPONSOR', 'REGISTER_URL', 'WHATSAPP_NUMBER'] as const) {
    const checked = checkLeadAnswer(name, realLeads[name], known);
    assert.equal(checked, { value: realLeads[name], warnings: [] }, name);
    known[name] = realLeads[name];
  }
  const landline = checkLeadAnswer('WHATSAPP_NUMBER', '+55 51 3712-3456', site);
  assert.is(landline.problem, undefined);
  assert.match(String(landline.problem === undefined && landline.warnings[0]), '55513712');
});

test("the settings file keeps the operator's lines: a setting replaced where it is, new ones at the end", () => {
  const before = '# minhas configurações\nSPONSOR=antigo\n\n# sem o aviso\nSOCIAL_PROOF=off\n';
  const after = withSettings(before, { SPONSOR: 'maria.souza', WHATSAPP_NUMBER: '+55 (51) 98765-4321', SITE_URL: 'https://negocios-da-maria.com.br' }, 'site/site.env');
  assert.is(after, '# minhas configurações\nSPONSOR=maria.souza\n\n# sem o aviso\nSOCIAL_PROOF=off\nWHATSAPP_NUMBER="+55 (51) 98765-4321"\nSITE_URL=https://negocios-da-maria.com.br\n');
  assert.is(parseSettingsFile(after, 'site/site.env').WHATSAPP_NUMBER, '+55 (51) 98765-4321');
  assert.is(withSettings(after, { SPONSOR: 'maria.souza' }, 'site/site.env'), after, 'already right: unchanged');
  assert.is(withSettings('', { HSTS: 'on' }, 'site/site.env'), 'HSTS=on\n');
  const text = withSettings('', { HERO_BADGE: 'Kit #1 "azul"' }, 'site/texts.env', ['HERO_BADGE']);
  assert.is(text, 'HERO_BADGE="Kit #1 \\"azul\\""\n');
});

test("the domain's DNS: here, nowhere, or elsewhere (which may be right behind NAT: said, not guessed)", () => {
  const own = ['127.0.0.1', '203.0.113.7', '::1'];
  assert.equal(dnsLine({ domain: 'maria.com.br', addresses: ['203.0.113.7'], own }), { mark: '✓', text: 'DNS: maria.com.br aponta para esta máquina (203.0.113.7).' });
  assert.is(dnsLine({ domain: 'maria.com.br', addresses: null, own }).mark, '✗');
  const elsewhere = dnsLine({ domain: 'maria.com.br', addresses: ['198.51.100.9'], own });
  assert.is(elsewhere.mark, '?');
  assert.match(elsewhere.text, 'aponta para 198.51.100.9, e esta máquina tem 203.0.113.7. Se o provedor');
});

test('the verdict: the address checked, the live links, the next three commands', () => {
  const settings = { siteUrl: 'https://maria.com.br', sponsor: 'maria.souza', registerUrl: 'https://escritorio.ozonteck-teste.com.br/cadastro', whatsappNumber: '5551987654321', whatsappMessage: 'Oi!', socialProof: true };
  const answer = { status: 200, ownPage: true, hsts: true, certificateStarts: null, certificateExpires: null };
  const { ok, lines } = verdictLines({ domain: 'maria.com.br', https: { answer }, settings });
  assert.ok(ok);
  assert.equal(lines.slice(1, 4), [
    '✓ O site está no ar: https://maria.com.br/ (conferido agora, com uma visita de verdade).',
    '  Link de cadastro: https://escritorio.ozonteck-teste.com.br/cadastro?sponsor=maria.souza',
    '  Link do WhatsApp: https://wa.me/5551987654321?text=Oi!',
  ]);
  assert.equal(lines.slice(-3).map((line) => line.trim().split(/\s+/).slice(0, 2).join(' ')), ['ozonteck publicar', 'ozonteck atualizar', 'ozonteck relatorio']);
  const down = verdictLines({ domain: 'maria.com.br', https: { problem: 'ECONNREFUSED' }, settings: null });
  assert.not.ok(down.ok);
  assert.is(down.lines[1], '✗ https://maria.com.br/ não respondeu com o site (ECONNREFUSED).');
  assert.not.ok(verdictLines({ domain: 'maria.com.br', https: { answer: { ...answer, ownPage: false } }, settings }).ok, 'another page');
});

test.run();
