// "Did you mean …?" for a misspelled setting: the known name fewest single-letter edits away
// (Levenshtein distance, case ignored), when it is close enough to be the likely intent.

/** Insertions, deletions and substitutions that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The known name closest to `name`, or null when none is within a third of its length (at least
 * 2 edits): SPONSER → SPONSOR, SOCIAL_PROF → SOCIAL_PROOF, but PATH suggests nothing.
 */
export function nearestName(name: string, known: readonly string[]): string | null {
  const upper = name.toUpperCase();
  let best: { name: string; distance: number } | null = null;
  for (const candidate of known) {
    const distance = editDistance(upper, candidate);
    if (!best || distance < best.distance) best = { name: candidate, distance };
  }
  if (!best) return null;
  return best.distance <= Math.max(2, Math.floor(best.name.length / 3)) ? best.name : null;
}

/**
 * Up to `count` known names nearest to `name`, nearest first, each within a third of its length
 * (at least 2 edits), compared as `fold` writes both: for names whose case and spelling are the
 * operator's to get wrong (a time zone: "america/sao paulo" → America/Sao_Paulo).
 */
export function nearestNames(
  name: string,
  known: readonly string[],
  count: number,
  fold: (text: string) => string = (text) => text.toUpperCase(),
): string[] {
  const folded = fold(name);
  return known
    .map((candidate) => ({ candidate, distance: editDistance(folded, fold(candidate)) }))
    .filter(({ candidate, distance }) => distance <= Math.max(2, Math.floor(candidate.length / 3)))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, count)
    .map(({ candidate }) => candidate);
}
