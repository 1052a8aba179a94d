// What the code under test leaves running, for cleanup tests in the happy-dom environment: timers
// and intervals (Node's and the window's), animation frames, event listeners on long-lived targets
// (window, document, media query lists, anything still in the page) and observers. A component
// that starts any of these must stop it when it unmounts; left running, it leaks, and a real timer
// keeps the test process alive.

interface Entry {
  kind: string;
  /** The first frame of the stack in src/, or the test file: where it was started. */
  where: string;
}

const hooks = ['addEventListener', 'removeEventListener'] as const;

function whereFrom(stack = new Error().stack ?? ''): string {
  const frames = stack.split('\n').slice(1);
  const frame = frames.find((line) => line.includes('/src/')) ?? frames.find((line) => line.includes('/test/') && !line.includes('live-resources')) ?? '';
  return frame.trim().replace(/^at /, '').replace(/\?[^:)]*/, '');
}

function calledFromHappyDom(): boolean {
  const caller = (new Error().stack ?? '').split('\n').slice(1).find((line) => !line.includes('live-resources'));
  return caller?.includes('/node_modules/happy-dom/') ?? false;
}

/** Replaces `owner[key]` while tracking; the returned function puts the original back. */
function patch<T extends object>(owner: T, key: string, make: (original: (...args: unknown[]) => unknown) => (...args: unknown[]) => unknown): () => void {
  const record = owner as Record<string, unknown>;
  const original = record[key] as (...args: unknown[]) => unknown;
  record[key] = make(original);
  return () => {
    record[key] = original;
  };
}

/** Whether a listener on this target outlives the component: a target still reachable from the page. */
function longLived(target: unknown): boolean {
  if (target === window || target === document) return true;
  const node = target as { isConnected?: boolean; nodeType?: number };
  if (typeof node.nodeType === 'number') return node.isConnected === true;
  return true; // MediaQueryList and other non-node targets live as long as the window
}

export interface LiveResources {
  /** Everything started since tracking began and not stopped since, one line each. */
  live(): string[];
  stop(): void;
}

export function trackLiveResources(): LiveResources {
  const live = new Map<unknown, Entry>();
  const restores: Array<() => void> = [];
  const scopes = [globalThis, window as unknown as typeof globalThis].filter((scope, index, all) => all.indexOf(scope) === index);

  for (const scope of scopes) {
    for (const [set, clear, kind] of [
      ['setTimeout', 'clearTimeout', 'timeout'],
      ['setInterval', 'clearInterval', 'interval'],
      ['requestAnimationFrame', 'cancelAnimationFrame', 'animation frame'],
    ] as const) {
      if (typeof (scope as Record<string, unknown>)[set] !== 'function') continue;
      restores.push(
        patch(scope, set, (original) =>
          function (this: unknown, callback: unknown, ...rest: unknown[]) {
            const entry = { kind: `${kind}${typeof rest[0] === 'number' ? ` of ${rest[0]} ms` : ''}`, where: whereFrom() };
            let handle: unknown;
            const wrapped =
              typeof callback === 'function' && kind !== 'interval'
                ? (...args: unknown[]) => {
                    live.delete(handle);
                    return (callback as (...args: unknown[]) => unknown)(...args);
                  }
                : callback;
            handle = original.call(this, wrapped, ...rest);
            live.set(handle, entry);
            return handle;
          },
        ),
        patch(scope, clear, (original) =>
          function (this: unknown, handle: unknown) {
            live.delete(handle);
            return original.call(this, handle);
          },
        ),
      );
    }
  }

  // Listeners: patch every prototype that defines add/removeEventListener for the kinds of target
  // a component subscribes to (window, document, elements, media query lists).
  const samples = [window, document, document.createElement('div'), window.matchMedia('(min-width: 1px)')];
  const owners = new Set<object>();
  for (const sample of samples) {
    // happy-dom's window carries its own bound copies of these methods.
    for (let proto: object | null = sample; proto; proto = Object.getPrototypeOf(proto)) {
      if (Object.prototype.hasOwnProperty.call(proto, hooks[0])) owners.add(proto);
    }
  }
  const listenerKeys = new Map<string, { target: unknown; entry: Entry }>();
  const ids = new WeakMap<object, number>();
  let nextId = 1;
  const idOf = (value: unknown) => {
    if (typeof value !== 'object' && typeof value !== 'function') return String(value);
    if (!ids.has(value as object)) ids.set(value as object, nextId++);
    return String(ids.get(value as object));
  };
  const keyOf = (target: unknown, type: unknown, listener: unknown, options: unknown) => {
    const capture = typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean } | undefined)?.capture);
    return `${idOf(target)}|${String(type)}|${idOf(listener)}|${capture}`;
  };
  const describe = (target: unknown) =>
    target === window ? 'window' : target === document ? 'document' : ((target as { media?: string }).media ? `matchMedia('${(target as { media: string }).media}')` : ((target as { nodeName?: string }).nodeName ?? 'object'));
  for (const owner of owners) {
    restores.push(
      patch(owner, 'addEventListener', (original) =>
        function (this: unknown, type: unknown, listener: unknown, options: unknown) {
          const target = owner === window ? window : this; // the window's own copies are bound
          // happy-dom's own bookkeeping (a media query list listens for 'resize' on the window) is
          // tracked through the listener it serves, not on its own.
          if (calledFromHappyDom()) return original.call(this, type, listener, options);
          listenerKeys.set(keyOf(target, type, listener, options), { target, entry: { kind: `'${String(type)}' listener on ${describe(target)}`, where: whereFrom() } });
          return original.call(this, type, listener, options);
        },
      ),
      patch(owner, 'removeEventListener', (original) =>
        function (this: unknown, type: unknown, listener: unknown, options: unknown) {
          listenerKeys.delete(keyOf(owner === window ? window : this, type, listener, options));
          return original.call(this, type, listener, options);
        },
      ),
    );
  }

  // Observers: an observer that still observes something after unmount.
  for (const scope of scopes) {
    for (const name of ['IntersectionObserver', 'ResizeObserver', 'MutationObserver']) {
      const Original = (scope as Record<string, unknown>)[name] as (new (...args: unknown[]) => object) | undefined;
      if (typeof Original !== 'function') continue;
      const Tracked = class extends Original {
        constructor(...args: unknown[]) {
          super(...args);
          const entry = { kind: name, where: whereFrom() };
          const observer = this as unknown as Record<string, (...args: unknown[]) => unknown>;
          const targets = new Set<unknown>();
          const sync = () => (targets.size > 0 ? live.set(this, entry) : live.delete(this));
          for (const [method, change] of [
            ['observe', (target: unknown) => targets.add(target)],
            ['unobserve', (target: unknown) => targets.delete(target)],
            ['disconnect', () => targets.clear()],
          ] as const) {
            const original = observer[method];
            if (typeof original !== 'function') continue;
            observer[method] = (...args: unknown[]) => {
              change(args[0]);
              sync();
              return original.apply(this, args);
            };
          }
        }
      };
      restores.push(patch(scope, name, () => Tracked as unknown as (...args: unknown[]) => unknown));
    }
  }

  return {
    live() {
      const timers = [...live.values()].map(({ kind, where }) => `${kind}, started at ${where}`);
      const listeners = [...listenerKeys.values()].filter(({ target }) => longLived(target)).map(({ entry }) => `${entry.kind}, added at ${entry.where}`);
      return [...timers, ...listeners];
    },
    stop() {
      for (const restore of restores.reverse()) restore();
    },
  };
}
