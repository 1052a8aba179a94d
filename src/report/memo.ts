// A pure function's results for the inputs seen lately: a log repeats the same few User-Agents,
// Referers and query strings thousands of times. Bounded: past `cap` inputs it starts afresh.
export function memo<T>(compute: (input: string) => T, cap = 500): (input: string) => T {
  const cache = new Map<string, T>();
  return (input) => {
    let value = cache.get(input);
    if (value === undefined) {
      if (cache.size >= cap) cache.clear();
      value = compute(input);
      cache.set(input, value);
    }
    return value;
  };
}
