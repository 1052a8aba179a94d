// Raw, gzip -9 and brotli -11 sizes of build output, and the table the build and bench print.
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { messages } from '../../messages/catalogue';
import { currentLanguage } from '../../messages/language';
import { privateFiles, type FileRule } from '../../contracts/site-format';
import { compressibleExtensions } from './header-rules';

export interface SizeRow {
  file: string;
  raw: number;
  /** null where the format is compressed already (images, video, sound): sent as is. */
  gzip: number | null;
  brotli: number | null;
}

export function measure(file: string, bytes: Uint8Array): SizeRow {
  return {
    file,
    raw: bytes.byteLength,
    gzip: gzipSync(bytes, { level: 9 }).byteLength,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
    }).byteLength,
  };
}

/** A plain-text table: first column left-aligned, the rest right-aligned. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** 1,234,567 (the bench's tables); the build's own table writes the operator's way, 1.234.567 in Portuguese. */
export function formatBytes(bytes: number, locale = 'en-US'): string {
  return bytes.toLocaleString(locale);
}

/**
 * The table the build prints, in the operator's language. Totals count an uncompressed format at its raw size
 * (as it is sent).
 */
export function sizeTable(rows: SizeRow[]): string {
  const text = messages().build;
  const total = rows.reduce(
    (sum, row) => ({
      file: text.sizeTotal,
      raw: sum.raw + row.raw,
      gzip: sum.gzip! + (row.gzip ?? row.raw),
      brotli: sum.brotli! + (row.brotli ?? row.raw),
    }),
    { file: text.sizeTotal, raw: 0, gzip: 0, brotli: 0 } as SizeRow,
  );
  const size = (bytes: number | null) => (bytes === null ? '–' : formatBytes(bytes, currentLanguage()));
  const cells = (row: SizeRow) => [row.file, size(row.raw), size(row.gzip), size(row.brotli)];
  return formatTable([...text.sizeHeader], [...rows.map(cells), cells(total)]);
}

/**
 * Sizes of every output file (`known`: files whose rules record their sizes, not read again). Files
 * the build precompressed report their .gz/.br siblings (no second compression); formats that are
 * compressed already (images, video, sound) and the private files (the server, its records: never
 * sent to a browser) report "–".
 */
export async function measureDist(distDir: string, known: Record<string, FileRule> = {}): Promise<SizeRow[]> {
  const entries = await readdir(distDir, { withFileTypes: true, recursive: true });
  const all = new Set(
    entries.filter((entry) => entry.isFile()).map((entry) => relative(distDir, join(entry.parentPath, entry.name))),
  );
  const rows: SizeRow[] = [];
  for (const file of [...all].filter((name) => !/\.(br|gz)$/.test(name)).sort()) {
    // A file the header rules measured already is not read again (a thousand members' pages and photos).
    const rule = known[file];
    if (rule && (rule.br || !compressibleExtensions.has(extname(file).toLowerCase()))) {
      rows.push({ file, raw: rule.identity.size, gzip: rule.gzip?.size ?? null, brotli: rule.br?.size ?? null });
      continue;
    }
    const bytes = await readFile(join(distDir, file));
    if (all.has(`${file}.br`) && all.has(`${file}.gz`)) {
      const [br, gz] = await Promise.all([stat(join(distDir, `${file}.br`)), stat(join(distDir, `${file}.gz`))]);
      rows.push({ file, raw: bytes.byteLength, gzip: gz.size, brotli: br.size });
    } else if (compressibleExtensions.has(extname(file).toLowerCase()) && !privateFiles.has(file)) {
      rows.push(measure(file, bytes));
    } else {
      rows.push({ file, raw: bytes.byteLength, gzip: null, brotli: null });
    }
  }
  return rows;
}
