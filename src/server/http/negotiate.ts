// Content-coding negotiation (RFC 9110 §12.5.3): the highest q-value the client accepts among the
// precompressed variants, brotli before gzip on a tie, identity otherwise.

export type Coding = 'br' | 'gzip' | 'identity';

function acceptedQuality(acceptEncoding: string): Map<string, number> {
  const qualities = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.toLowerCase().split(';');
    const name = rawName?.trim(); // RFC 9110 allows white space around ';'
    if (!name) continue;
    let quality = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (match) quality = Number(match[1]);
    }
    if (Number.isFinite(quality)) qualities.set(name, Math.min(Math.max(quality, 0), 1));
  }
  return qualities;
}

export function chooseCoding(acceptEncoding: string | undefined, available: ReadonlyArray<'br' | 'gzip'>): Coding {
  if (!acceptEncoding || available.length === 0) return 'identity';
  const qualities = acceptedQuality(acceptEncoding);
  const wildcard = qualities.get('*');
  let best: Coding = 'identity';
  let bestQuality = 0;
  for (const coding of ['br', 'gzip'] as const) {
    if (!available.includes(coding)) continue;
    const quality = qualities.get(coding) ?? (coding === 'gzip' ? qualities.get('x-gzip') : undefined) ?? wildcard ?? 0;
    if (quality > bestQuality) {
      best = coding;
      bestQuality = quality;
    }
  }
  return best;
}
