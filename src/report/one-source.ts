// One source setting the figures. A person's clicks and speed beacons follow the page loads they
// come from, a few to each, and a person does only so much in a day; a script replaying them from
// one machine, with a browser's User-Agent and the right headers, does neither. Per day and address
// (the log's, maybe a /24 or /48, so neighbours share it), clicks and beacons past either are set
// aside with their reason: past `perView` for each page load from that address that day
// ('overViews'), or past `perDay` ('overDay'). Logs come in any order (several servers', rotated
// files newest first): one with no page load yet to follow waits, counted when a load from its
// address arrives, or set aside when the report ends. Bounded memory: past `cap` addresses a day,
// the first seen is settled and forgotten; past `waitingCap` waiting, a new one is set aside at once.

/** What one address may add in a day: per page load it made that day, and in all. */
export const oneSourceLimits = {
  /** A visitor may follow two or three buttons from one page (each opens a new tab). */
  clicks: { perView: 3, perDay: 10 },
  /** One per page load, one more per back/forward restore (which the log does not show). */
  beacons: { perView: 3, perDay: 20 },
} as const;

export type OneSourceKind = keyof typeof oneSourceLimits;
export type OneSourceReason = 'overViews' | 'overDay';

interface Waiting {
  count(): void;
  setAside(reason: OneSourceReason): void;
}

interface Address {
  views: number;
  counted: Record<OneSourceKind, number>;
  waiting: Record<OneSourceKind, Waiting[]>;
}

const kinds = Object.keys(oneSourceLimits) as OneSourceKind[];

export function createOneSource(cap = 20_000, waitingCap = 20_000) {
  /** `${day} ${address}` → what it did that day, in the order first seen. */
  const addresses = new Map<string, Address>();
  let waitingTotal = 0;

  /** Counts what waits, as far as the address's page loads now allow. */
  const release = (address: Address) => {
    for (const kind of kinds) {
      const { waiting } = address;
      while (waiting[kind].length > 0 && address.counted[kind] < oneSourceLimits[kind].perView * address.views) {
        address.counted[kind] += 1;
        waitingTotal -= 1;
        waiting[kind].shift()!.count();
      }
    }
  };
  const settle = (address: Address) => {
    for (const kind of kinds) {
      for (const each of address.waiting[kind]) each.setAside('overViews');
      waitingTotal -= address.waiting[kind].length;
      address.waiting[kind] = [];
    }
  };
  const addressOf = (day: string, client: string): Address => {
    const key = `${day} ${client}`;
    let address = addresses.get(key);
    if (!address) {
      address = { views: 0, counted: { clicks: 0, beacons: 0 }, waiting: { clicks: [], beacons: [] } };
      addresses.set(key, address);
      if (addresses.size > cap) {
        const [firstKey, first] = addresses.entries().next().value!;
        addresses.delete(firstKey);
        settle(first);
      }
    }
    return address;
  };

  return {
    /** A page load by a browser: what its address sent waiting for one may now count. */
    view(day: string, client: string): void {
      const address = addressOf(day, client);
      address.views += 1;
      release(address);
    },
    /** A click or a beacon that passed every other check: `count` it now or later, or `setAside` with the reason. */
    judge(kind: OneSourceKind, day: string, client: string, count: () => void, setAside: Waiting['setAside']): void {
      const address = addressOf(day, client);
      const { perView, perDay } = oneSourceLimits[kind];
      if (address.counted[kind] + address.waiting[kind].length >= perDay) return setAside('overDay');
      if (address.counted[kind] < perView * address.views) {
        address.counted[kind] += 1;
        return count();
      }
      if (waitingTotal >= waitingCap) return setAside('overViews');
      address.waiting[kind].push({ count, setAside });
      waitingTotal += 1;
    },
    /** The report's end: what still waits for a page load had none. */
    end(): void {
      for (const address of addresses.values()) settle(address);
    },
  };
}
