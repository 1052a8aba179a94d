// Component-test environment: a happy-dom window standing in for the browser, loaded with --import
// before any test file so Testing Library's `screen` binds to this document.
import { Window } from 'happy-dom';

const window = new Window({ url: 'http://127.0.0.1:3000/', width: 390, height: 844 });
const globals = globalThis as Record<string, unknown>;

// Node's own timers, URL, fetch and events stay; every browser global Node lacks comes from happy-dom.
for (const key of Object.getOwnPropertyNames(window)) {
  if (key in globalThis || key.startsWith('_')) continue;
  try {
    globals[key] = (window as unknown as Record<string, unknown>)[key];
  } catch {
    // a getter that only works on the window itself
  }
}
globals.window = window;
globals.document = window.document;
Object.defineProperty(globalThis, 'navigator', { value: window.navigator, configurable: true });
globals.IS_REACT_ACT_ENVIRONMENT = true;
