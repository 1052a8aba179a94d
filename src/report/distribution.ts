// One speed figure's values over a period (a page's LCP on phones, say), in bounded memory: each
// value is kept as its count in a bucket of three significant digits (2,537 ms in the 2,540 one),
// so a year of visits holds at most a few thousand buckets. Below 1,000 units (ms, or CLS in
// thousandths) a bucket is one value: exact. A bucket is named by its upper end, so a 75th
// percentile read from it is never under the true one, and every threshold of the Core Web
// Vitals (2,500, 200, 0.1…) has three significant digits: the figure and its rating agree.

/** The bucket `units` (a whole number) falls in, by its upper end. */
export function bucketOf(units: number): number {
  if (units < 1000) return units;
  const step = 10 ** (Math.floor(Math.log10(units)) - 2);
  return Math.ceil(units / step) * step;
}

export interface Thresholds {
  /** At most this is good; above `poor` is poor; between the two needs improvement. */
  good: number;
  poor: number;
}

export class Distribution {
  private readonly counts = new Map<number, number>();
  count = 0;
  good = 0;
  poor = 0;

  /** `scale`: units per value (1 for ms, 1,000 for CLS, whose beacon carries 3 decimals). */
  constructor(
    private readonly thresholds: Thresholds,
    private readonly scale: number,
  ) {}

  add(value: number): void {
    const bucket = bucketOf(Math.round(value * this.scale));
    this.counts.set(bucket, (this.counts.get(bucket) ?? 0) + 1);
    this.count += 1;
    // Rated on the value itself, not its bucket.
    if (value <= this.thresholds.good) this.good += 1;
    else if (value > this.thresholds.poor) this.poor += 1;
  }

  /** The value 75% of the views reached or beat (nearest rank); null without a value. */
  percentile(fraction = 0.75): number | null {
    if (this.count === 0) return null;
    const rank = Math.ceil(fraction * this.count);
    let seen = 0;
    for (const bucket of [...this.counts.keys()].sort((a, b) => a - b)) {
      seen += this.counts.get(bucket)!;
      if (seen >= rank) return bucket / this.scale;
    }
    return null;
  }
}
