import { useSyncExternalStore } from 'react';

// A yes/no remembered for the browser tab's session (sessionStorage): it survives reloads and
// moves between routes, and ends with the tab. Storage can be unavailable (privacy modes), in
// which case the flag lives for the page only.
const listeners = new Set<() => void>();
const inMemory = new Set<string>();

function read(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1' || inMemory.has(key);
  } catch {
    return inMemory.has(key);
  }
}

export function setSessionFlag(key: string): void {
  inMemory.add(key);
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    // kept in memory only
  }
  for (const listener of listeners) listener();
}

export function useSessionFlag(key: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => read(key),
    () => false,
  );
}
