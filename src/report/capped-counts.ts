// Views and clicks by name (a campaign, a referring host), in bounded memory whatever the log
// holds: a public server's query strings and Referers are anyone's to invent, and ten thousand
// made-up names must not grow the report. Past `cap` names, the least counted half (at the
// least, every name seen once) is folded into one "other" line, which keeps the totals whole.

export interface ViewsAndClicks {
  views: number;
  clicks: number;
}

export interface Counted<T> extends ViewsAndClicks {
  item: T;
}

export class CappedCounts<T> {
  readonly byKey = new Map<string, Counted<T>>();
  /** Everything folded: the names past the cap, summed. */
  readonly other: ViewsAndClicks = { views: 0, clicks: 0 };
  /** How many times a name was folded into "other". */
  folded = 0;

  constructor(readonly cap: number) {}

  /** The counts of `key`, made from `item` the first time it is seen. */
  entry(key: string, item: () => T): Counted<T> {
    let counted = this.byKey.get(key);
    if (!counted) {
      if (this.byKey.size >= this.cap) this.foldLeastCounted();
      counted = { item: item(), views: 0, clicks: 0 };
      this.byKey.set(key, counted);
    }
    return counted;
  }

  /** Folds every name counted no more than the median: at least half the table goes. */
  private foldLeastCounted(): void {
    const totals = [...this.byKey.values()].map((counted) => counted.views + counted.clicks).sort((a, b) => a - b);
    const threshold = totals[Math.floor((totals.length - 1) / 2)]!;
    for (const [key, counted] of this.byKey) {
      if (counted.views + counted.clicks > threshold) continue;
      this.other.views += counted.views;
      this.other.clicks += counted.clicks;
      this.folded += 1;
      this.byKey.delete(key);
    }
  }
}
