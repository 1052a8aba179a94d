import { useEffect, type RefObject } from 'react';
import { onScrollOrResize } from '../../browser-state/scroll-position';
import { floatingPartAttribute } from '../../ui/floating-part';
import { coversAny } from './floating-clearance';

/** The layer's CSS hides a part marked so (LandingPage.module.css). */
const yieldingAttribute = 'data-yielding';
/** The page's calls to action (every outbound link counts its clicks with `ping`, ExternalLink.tsx). */
const callsToActionSelector = 'main a[ping]';

/**
 * Keeps the floating layer off the page's calls to action: while a registration or WhatsApp link
 * of the page is under a floating part, that part steps aside (hidden, its place kept, so it comes
 * back where it was once the link has scrolled on). Measured on every scroll and resize, when a
 * part comes or goes (the toast, the bubble), and when the page's height changes (a picture above
 * arriving moves the links without a scroll). Visibility, not a move: the parts' places are
 * measured with the part hidden too, so a part never flickers on and off.
 */
export function useClearOfCallsToAction(layer: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = layer.current;
    if (!root) return;
    const update = () => {
      const callsToAction = [...document.querySelectorAll(callsToActionSelector)].map((link) => link.getBoundingClientRect());
      // A part holding keyboard focus stays: hiding it would drop the focus.
      for (const part of root.querySelectorAll(`[${floatingPartAttribute}]`)) {
        part.toggleAttribute(yieldingAttribute, !part.contains(document.activeElement) && coversAny(part.getBoundingClientRect(), callsToAction));
      }
    };
    const parts = new MutationObserver(update);
    parts.observe(root, { childList: true, subtree: true });
    const page = new ResizeObserver(update);
    page.observe(document.body);
    const stopListening = onScrollOrResize(update);
    update();
    return () => {
      parts.disconnect();
      page.disconnect();
      stopListening();
    };
  }, [layer]);
}
