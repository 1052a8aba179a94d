// A single byte range (RFC 9110 §14), as browsers send for video. Multiple ranges and malformed
// headers are ignored (the whole file is a valid answer); a start past the end is unsatisfiable.

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export type RangeAnswer = ByteRange | 'unsatisfiable' | 'ignore';

export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return 'ignore';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return 'ignore';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'ignore';
  if (size === 0) return 'unsatisfiable'; // an empty file has no byte to send
  if (first === '') {
    // Suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable';
  if (last !== '' && Number(last) < start) return 'ignore';
  return { start, end };
}
