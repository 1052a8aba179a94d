// The operator's texts (README, "Your texts"): site/texts.env overrides the listed texts in the
// strict NAME=value format of site.env, with its errors and "did you mean"; a text left out keeps
// the default written in src/app/content/, and an override reaches what the pages render.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConfigError } from '../../src/settings/settings';
import { company } from '../../src/app/content/company';
import { hero } from '../../src/app/content/hero';
import { applyOperatorTexts } from '../../src/app/content/operator-texts';
import { useLanguage } from '../../src/messages/language';
import { readOperatorTexts } from '../../src/settings/site-folder/texts-file';

function withTexts(text: string | null, check: (root: string, siteDir: string) => void): void {
  const root = mkdtempSync(join(tmpdir(), 'texts-'));
  const siteDir = join(root, 'site');
  mkdirSync(siteDir);
  if (text !== null) writeFileSync(join(siteDir, 'texts.env'), text);
  try {
    check(root, siteDir);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const stopsWith = (text: string, message: string) =>
  withTexts(text, (root, siteDir) =>
    assert.throws(() => readOperatorTexts(root, siteDir), (error: unknown) => error instanceof ConfigError && error.message === message, text),
  );

test('no site/texts.env: no override, every default stays', () => {
  withTexts(null, (root, siteDir) => assert.equal(readOperatorTexts(root, siteDir), { texts: {}, file: null }));
});

test('the texts the file sets, quoted or bare, with comments; the others keep their defaults', () => {
  withTexts('# meus textos\nHERO_HEADLINE_START="Ganhe # mais"\nCOMPANY_CITY=Porto Alegre\n\n', (root, siteDir) => {
    assert.equal(readOperatorTexts(root, siteDir), { texts: { HERO_HEADLINE_START: 'Ganhe # mais', COMPANY_CITY: 'Porto Alegre' }, file: 'site/texts.env' });
  });
});

test('an override reaches the content the pages render, and the defaults come back without it', () => {
  applyOperatorTexts({ HERO_HEADLINE_START: 'Minha manchete', COMPANY_CITY: 'Porto Alegre' });
  assert.is(hero.headlineStart, 'Minha manchete');
  assert.is(company.address.city, 'Porto Alegre');
  assert.is(hero.badge, 'Representantes oficiais Ozonteck', 'a text the operator left out');
  applyOperatorTexts({});
  assert.is(hero.headlineStart, 'Renda extra de');
  assert.is(company.address.city, 'Lajeado');
});

test('a misspelled name stops with the line and the nearest text; a setting of site.env is sent there; too long says so in Portuguese by default', () => {
  useLanguage('en');
  const texts =
    'HERO_BADGE, HERO_HEADLINE_START, HERO_HEADLINE_HIGHLIGHT, HERO_HEADLINE_END, HERO_INTRO, COMPANY_BLURB, COMPANY_STREET, COMPANY_CITY, ' +
    'COMPANY_STATE, COMPANY_POSTAL_CODE, BIO_TITLE, BIO_SUBTITLE, CHAT_BUBBLE';
  stopsWith('\nHERO_HEADLNE_START=Oi\n', `site/texts.env, line 2: HERO_HEADLNE_START is not one of the texts; did you mean HERO_HEADLINE_START? Correct the name (the texts are: ${texts}).`);
  stopsWith('SPONSOR=joana\n', 'site/texts.env, line 1: SPONSOR is a setting, not a text: it goes in site/site.env, not in site/texts.env. Move the line there.');
  stopsWith('FOOTER_NOTE=Oi\n', `site/texts.env, line 1: FOOTER_NOTE is not one of the texts you may change. The texts are: ${texts}.`);
  stopsWith('BIO_TITLE Minha página\n', 'site/texts.env, line 1: this line has a space where the = belongs. Write it like this: BIO_TITLE=Minha página');
  stopsWith('\nBIO_TITLE=Minha \u001bpágina\n', 'site/texts.env, line 2: this line has an invisible control character, ESC (code 27), which would reach the page. ' +
    'Delete it (it usually comes with text copied from another program): if need be, delete the line and type it again.');
  useLanguage('pt-BR');
  stopsWith('\nHERO_HEADLNE_START=Oi\n', `site/texts.env, linha 2: HERO_HEADLNE_START não é um dos textos; você quis dizer HERO_HEADLINE_START? Corrija o nome (os textos são: ${texts}).`);
  stopsWith(`CHAT_BUBBLE=${'a'.repeat(201)}\n`, 'site/texts.env, linha 1: CHAT_BUBBLE tem 201 caracteres (um emoji conta como um); o máximo é 200. Encurte o texto.');
});

test('a text over its limit stops, naming the file, the text and the limit', () => {
  useLanguage('en');
  stopsWith(`BIO_TITLE=${'ã'.repeat(81)}\n`, 'site/texts.env, line 1: BIO_TITLE has 81 characters (an emoji counts as one); at most 80. Shorten the text.');
  withTexts(`BIO_TITLE=${'ã'.repeat(80)}\n`, (root, siteDir) => assert.is(readOperatorTexts(root, siteDir).texts.BIO_TITLE?.length, 80));
  // Counted as seen: an emoji of two code points, a family of seven, an "a" with a combining tilde are one each.
  const seen80 = `${'🌿'.repeat(40)}${'👨‍👩‍👧'.repeat(20)}${'a\u0303'.repeat(20)}`;
  withTexts(`BIO_TITLE=${seen80}\n`, (root, siteDir) => assert.is(readOperatorTexts(root, siteDir).texts.BIO_TITLE, seen80));
  stopsWith(`BIO_TITLE=${seen80}🌿\n`, 'site/texts.env, line 1: BIO_TITLE has 81 characters (an emoji counts as one); at most 80. Shorten the text.');
  useLanguage('pt-BR');
});

test('HTML or an entity in a text stops: visitors would see its raw signs; a plain & or < is text', () => {
  useLanguage('en');
  stopsWith(
    'HERO_INTRO=Ganhe <b>renda extra</b> com a Ozonteck\n',
    'site/texts.env, line 1: HERO_INTRO has HTML in it (<b>), and the site shows a text exactly as written: visitors would see <b>. Write the text alone, without markup (for &, write & itself).',
  );
  stopsWith('\nCOMPANY_BLURB=Ozonteck &amp; você\n', 'site/texts.env, line 2: COMPANY_BLURB has HTML in it (&amp;), and the site shows a text exactly as written: visitors would see &amp;. Write the text alone, without markup (for &, write & itself).');
  stopsWith('BIO_SUBTITLE=Linha<br/>outra\n', 'site/texts.env, line 1: BIO_SUBTITLE has HTML in it (<br/>), and the site shows a text exactly as written: visitors would see <br/>. Write the text alone, without markup (for &, write & itself).');
  withTexts('COMPANY_BLURB=Saúde & bem-estar para 2 < 3 amigos\n', (root, siteDir) => assert.is(readOperatorTexts(root, siteDir).texts.COMPANY_BLURB, 'Saúde & bem-estar para 2 < 3 amigos'));
  useLanguage('pt-BR');
});

test('as in site.env, a bare # and bytes that are not UTF-8 stop, naming the line; quoted, a # is kept', () => {
  useLanguage('en');
  withTexts('HERO_BADGE=kit #1\n', (root, siteDir) =>
    assert.throws(() => readOperatorTexts(root, siteDir), /^site\/texts\.env, line 1: the value of HERO_BADGE has a # outside quotes/),
  );
  const root = mkdtempSync(join(tmpdir(), 'texts-'));
  try {
    mkdirSync(join(root, 'site'));
    // "Olá" as Windows Notepad's "ANSI" (Latin-1) writes it.
    writeFileSync(join(root, 'site', 'texts.env'), Buffer.from('# textos\nBIO_TITLE=Ol\xe1\n', 'latin1'));
    assert.throws(() => readOperatorTexts(root, join(root, 'site')), /^site\/texts\.env, line 2: /);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  useLanguage('pt-BR');
});

test.run();
