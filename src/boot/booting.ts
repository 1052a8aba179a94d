// Rendering work the first paint should not pay for. The prerendered <html> carries this attribute
// until the entry has started the script downloads (start.ts); CSS scoped by it holds that work back
// until then, so it runs while the scripts download instead of between the first paint and the
// downloads (which wait for the paint entry, itself queued behind that work).
//
// Today it holds back the hero video's native controls (HeroVideo.module.css): building them (the
// browser's media-controls stylesheet, its icon images, the shadow tree) is tens of milliseconds
// of a slow phone's main thread right after the first paint (test/README.md has the trace). The rule applies only under
// `@media (scripting: enabled)`, so a browser without JavaScript shows the controls at once.

import { bootingAttribute } from './markers';

/** Lets the held-back rendering happen: call once the downloads have started. */
export function releaseHeldRendering(): void {
  document.documentElement.removeAttribute(bootingAttribute);
}
