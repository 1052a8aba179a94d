// At most `perMinute` requests per address and target (a button's pings, a page's speed beacons)
// in any 60 seconds: a real visitor clicks a button or opens a page a few times a minute, while a
// script replaying pings from one address sends hundreds. The address is the log's, which the
// server may have shortened to its /24 (IPv6: /48), so visitors sharing that block share the limit.
// Bounded memory: past `cap` pairs the one seen first is forgotten (it starts afresh if it returns).

/** Requests kept per address and target in any 60 seconds. */
export const perMinute = 3;
const windowSeconds = 60;

export function createRateLimit(cap = 10_000) {
  /** address and target → the times of the last `perMinute` requests kept, oldest first. */
  const recent = new Map<string, number[]>();
  /** True when the request is within the rate (and is then remembered); false when it is over it. */
  return function withinRate(address: string, target: string, second: number): boolean {
    const key = `${address} ${target}`;
    const times = recent.get(key);
    if (!times) {
      recent.set(key, [second]);
      if (recent.size > cap) recent.delete(recent.keys().next().value!);
      return true;
    }
    // Logs may be given out of order (access.log before access.log.1): near in time, either side.
    if (times.length >= perMinute && times.every((time) => Math.abs(second - time) < windowSeconds)) return false;
    times.push(second);
    if (times.length > perMinute) times.shift();
    return true;
  };
}
