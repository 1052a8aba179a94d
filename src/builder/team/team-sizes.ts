// The size table with the team folded in: one row per kind of member page and per photo format,
// summed over the members, so a team of a thousand adds a few lines, not six thousand.
import { memberPagesFolder } from '../../contracts/site-format';
import { memberPhotoSlot } from '../../contracts/members';
import type { SizeRow } from '../output/sizes';

const photoPrefix = `assets/${memberPhotoSlot('')}`;

/** The row a team file is counted in, or null for the operator's own files. */
function teamGroupOf(file: string): string | null {
  const name = file.slice(file.lastIndexOf('/') + 1);
  if (file.startsWith(`${memberPagesFolder}/`)) return `${memberPagesFolder}/*/${name}`;
  const photo = file.startsWith(photoPrefix) ? /\.(avif|webp)$/.exec(file) : null;
  return photo ? `${photoPrefix}*.${photo[1]}` : null;
}

const plus = (a: number | null, b: number | null) => (a === null || b === null ? null : a + b);

export function foldTeamRows(rows: SizeRow[]): SizeRow[] {
  const folded: SizeRow[] = [];
  const groups = new Map<string, SizeRow & { count: number }>();
  for (const row of rows) {
    const name = teamGroupOf(row.file);
    if (name === null) {
      folded.push(row);
      continue;
    }
    const group = groups.get(name);
    if (group) {
      group.raw += row.raw;
      group.gzip = plus(group.gzip, row.gzip);
      group.brotli = plus(group.brotli, row.brotli);
      group.count++;
    } else {
      const created = { ...row, file: name, count: 1 };
      groups.set(name, created);
      folded.push(created);
    }
  }
  return folded.map((row) =>
    'count' in row ? { file: `${row.file} (× ${row.count})`, raw: row.raw, gzip: row.gzip, brotli: row.brotli } : row,
  );
}
