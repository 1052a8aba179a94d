// React and react-dom, on their own: importing this module evaluates them (about 200 KB of
// minified code, the largest piece of start-up work) in a task of their own, before our code.
export { hydrateRoot } from 'react-dom/client';
export { startTransition } from 'react';
