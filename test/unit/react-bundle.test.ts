// React's own script (src/builder/bundle/react-bundle.ts): the browser code imports React from its URL, a
// React entry the script does not carry stops the build with a message that says where to add it,
// and the script's source exports what the app imports.
import * as esbuild from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { reactExternalPlugin, reactFacadeSource } from '../../src/builder/bundle/react-bundle';

const react = { file: 'node_modules/.cache/site-build/react-ABCD1234.js', href: '/assets/react-ABCD1234.js' };

async function bundle(source: string): Promise<esbuild.BuildResult & { outputFiles: esbuild.OutputFile[] }> {
  return esbuild.build({
    stdin: { contents: source, loader: 'tsx', resolveDir: process.cwd() },
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    logLevel: 'silent',
    plugins: [reactExternalPlugin(react)],
  });
}

test('react, react/jsx-runtime and react-dom/client are imported from the React script, not bundled', async () => {
  const result = await bundle(`
    import { useState } from 'react';
    import { hydrateRoot } from 'react-dom/client';
    export function App() { const [n] = useState(1); return <p>{n}</p>; }
    export const start = (root: HTMLElement) => hydrateRoot(root, <App />);
  `);
  const code = result.outputFiles[0]!.text;
  assert.match(code, /from "\/assets\/react-ABCD1234\.js"/);
  assert.not.match(code, /react\.dev\/errors|__CLIENT_INTERNALS/, 'React itself was bundled');
  for (const name of ['useState', 'hydrateRoot', 'jsx']) assert.match(code, new RegExp(`\\b${name}\\b`));
});

test('another React entry stops the build, naming the file to change', async () => {
  try {
    await bundle(`import { createPortal } from 'react-dom'; export { createPortal };`);
    assert.unreachable('the build went through');
  } catch (error) {
    const text = (error as esbuild.BuildFailure).errors.map((message) => message.text).join('\n');
    assert.match(text, 'react-dom is not in the React script: add it to reactModules in src/builder/bundle/react-bundle.ts.');
  }
});

test("the React script's source exports every name the site's code imports from React", () => {
  const source = reactFacadeSource();
  const exported = new Set([...source.matchAll(/export \{ ([^}]*) \}/g)].flatMap((match) => match[1]!.split(', ')));
  // The hooks and APIs src/ uses (grep "from 'react" in src/), the JSX runtime, and hydration.
  const used = ['Component', 'createContext', 'startTransition', 'useCallback', 'useContext', 'useEffect', 'useId', 'useLayoutEffect', 'useMemo', 'useRef', 'useState', 'useSyncExternalStore', 'Fragment', 'jsx', 'jsxs', 'hydrateRoot'];
  for (const name of used) assert.ok(exported.has(name), `${name} is not exported`);
  // One export per name: Fragment and version come from two modules and must not clash.
  const all = [...source.matchAll(/export \{ ([^}]*) \}/g)].flatMap((match) => match[1]!.split(', '));
  assert.is(all.length, new Set(all).size, 'a name is exported twice');
});

test.run();
