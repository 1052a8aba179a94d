// The loader's output, kept on disk by what it was made from, so a Node process that runs the
// sources (a build, `npm run dev`, every test process) transforms only files that changed since an
// earlier one did, and loads esbuild only then. Without it each process started esbuild's service
// and transformed every file it imported again: about 0.2 CPU-s of a 1.1 CPU-s build.
//
// An entry's name is the hash of everything its output depends on (the loader's options, esbuild's
// version, the file's name and bytes), so an entry is never stale: a changed file gets a new one.
// Entries are written whole (beside, then renamed), so processes that start together share them;
// on a read-only disk every load transforms, as before. A miss also removes entries not written
// for 30 days, so an edited file's old outputs do not pile up.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** `.cache/loader/` at the project root, beside the build's other caches (src/builder/paths.ts). */
const cacheDir = join(projectRoot, '.cache', 'loader');
const keepDays = 30;

let esbuildLoaded;
/** esbuild, imported on the first miss only. */
export const loadEsbuild = () => (esbuildLoaded ??= import('esbuild'));

let esbuildVersion;
function currentEsbuildVersion() {
  esbuildVersion ??= JSON.parse(
    readFileSync(join(projectRoot, 'node_modules', 'esbuild', 'package.json'), 'utf8'),
  ).version;
  return esbuildVersion;
}

/**
 * The output for `parts` (everything the output depends on but esbuild's version) from the cache,
 * or `make()`'s, stored for the next process.
 */
export const cachedOutput = (parts, make) => outputCache(cacheDir).get([currentEsbuildVersion(), ...parts], make);

/** A cache of outputs in `dir`, by the hash of their parts (exported for its tests). */
export function outputCache(dir, now = Date.now) {
  return {
    async get(parts, make) {
      const hash = createHash('sha256');
      for (const part of parts) hash.update(part).update('\0');
      const file = join(dir, `${hash.digest('hex')}.js`);
      try {
        return readFileSync(file, 'utf8');
      } catch {
        // Not cached yet.
      }
      const output = await make();
      store(dir, file, output, now());
      return output;
    },
  };
}

function store(dir, file, output, now) {
  try {
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, output);
    renameSync(partial, file);
    pruneOldEntries(dir, now);
  } catch {
    // A cache that cannot be written only costs time: the output is still returned.
  }
}

const prunedDirs = new Set();
function pruneOldEntries(dir, now) {
  if (prunedDirs.has(dir)) return;
  prunedDirs.add(dir);
  const oldest = now - keepDays * 24 * 60 * 60 * 1000;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path, { throwIfNoEntry: false })?.mtimeMs < oldest) rmSync(path, { force: true });
  }
}
