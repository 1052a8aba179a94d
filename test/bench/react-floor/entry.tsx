// The React floor: the least a page built like ours can cost on the main thread. It hydrates one
// empty React 19 component, bundled and served the same way as the site (esbuild, minified ESM,
// brotli 11), and marks 'hydrated' as the site does, so the benchmark reads it with the same code.
import './mark-start';
import { startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';

function Empty() {
  useEffect(() => {
    document.getElementById('root')!.setAttribute('data-hydrated', '');
    performance.mark('hydrated');
  }, []);
  return null;
}

startTransition(() => {
  hydrateRoot(document.getElementById('root')!, <Empty />);
});
