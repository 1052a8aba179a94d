// Every message the operator can read exists in every language: a key in one catalogue only
// fails here, naming the key and the language it is missing from.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { catalogues } from '../../src/messages/catalogue';
import { languages, parseLanguage } from '../../src/settings/site-language';

/** Every leaf's dotted path, with its kind (a message with parameters is a function). */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value !== 'object' || value === null) return found.set(prefix, typeof value);
  for (const [key, child] of Object.entries(value)) {
    for (const [path, kind] of leaves(child, prefix ? `${prefix}.${key}` : key)) found.set(path, kind);
  }
  return found;
}

test('every message exists in every language, of the same kind', () => {
  const all = languages.map((language) => [language, leaves(catalogues[language])] as const);
  const missing: string[] = [];
  for (const [language, keys] of all) {
    for (const [other, otherKeys] of all) {
      for (const [path, kind] of otherKeys) {
        if (!keys.has(path)) missing.push(`${path}: in ${other}, missing in ${language}`);
        else if (keys.get(path) !== kind) missing.push(`${path}: a ${kind} in ${other}, a ${keys.get(path)} in ${language}`);
      }
    }
  }
  assert.equal(missing, []);
  assert.ok(all[0]![1].size > 0);
});

test('the comparison catches a message in one language only', () => {
  const extra = { ...catalogues['pt-BR'], planted: { only: 'só em português' } };
  assert.ok(leaves(extra).has('planted.only'));
  assert.not.ok(leaves(catalogues.en).has('planted.only'));
});

test('SITE_LANGUAGE is read as an operator writes it', () => {
  const table: Array<[string, string | null]> = [['pt-BR', 'pt-BR'], ['pt_br', 'pt-BR'], ['PT', 'pt-BR'], ['en', 'en'], ['EN-us', 'en'], ['fr', null], ['', null]];
  for (const [written, language] of table) assert.is(parseLanguage(written), language, written);
});

test.run();
