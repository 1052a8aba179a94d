// The table of sizes the build prints before its verdict, in the operator's words: what each
// column is ("tamanho (bytes)", "enviado com gzip"), not "bytes gzip B brotli B", and the figures
// written the way the reader writes numbers (1.234 in Portuguese, 1,234 in English).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useLanguage } from '../../src/messages/language';
import { sizeTable } from '../../src/builder/output/sizes';

const rows = [
  { file: 'index.html', raw: 60_370, gzip: 12_614, brotli: 10_413 },
  { file: 'media/hero.mp4', raw: 381_952, gzip: null, brotli: null },
];

test('in Portuguese: each column says what it is, figures with a dot for thousands, "–" for a file sent as it is', () => {
  useLanguage('pt-BR');
  const lines = sizeTable(rows).split('\n').map((line) => line.trim().split(/\s{2,}/));
  assert.equal(lines[0], ['arquivo', 'tamanho (bytes)', 'enviado com gzip', 'enviado com brotli']);
  assert.equal(lines[2], ['index.html', '60.370', '12.614', '10.413']);
  assert.equal(lines[3], ['media/hero.mp4', '381.952', '–', '–']);
  assert.equal(lines[4], ['total', '442.322', '394.566', '392.365'], 'a file sent as it is counts at its size');
});

test('in English: the same columns, figures with a comma for thousands', () => {
  useLanguage('en');
  const lines = sizeTable(rows).split('\n').map((line) => line.trim().split(/\s{2,}/));
  assert.equal(lines[0], ['file', 'size (bytes)', 'sent gzipped', 'sent with brotli']);
  assert.equal(lines[2], ['index.html', '60,370', '12,614', '10,413']);
  useLanguage('pt-BR');
});

test.run();
