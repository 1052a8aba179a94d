// Types for transform-cache.mjs (plain JavaScript: it runs in the loader's thread, before any
// TypeScript can be loaded).
export interface OutputCache {
  get(parts: readonly string[], make: () => Promise<string>): Promise<string>;
}
export function outputCache(dir: string, now?: () => number): OutputCache;
export function cachedOutput(parts: readonly string[], make: () => Promise<string>): Promise<string>;
export function loadEsbuild(): Promise<typeof import('esbuild')>;
