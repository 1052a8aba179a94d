// Test-only: `site:images` is a virtual module the build generates from the pictures
// (src/builder/pictures/manifest-module.ts); tests import this fixed stand-in instead.
const imageManifestStandIn = new URL('./image-manifest.ts', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'site:images') return { url: imageManifestStandIn, shortCircuit: true };
  return nextResolve(specifier, context);
}
