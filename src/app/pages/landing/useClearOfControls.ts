import { useEffect, type RefObject } from 'react';
import { onScrollOrResize } from '../../browser-state/scroll-position';
import { floatingPartAttribute, floatingPartThatMoves } from '../../ui/floating-part';
import { clearingLift, coversAny, type Box } from './floating-clearance';

/** The layer's CSS hides a part marked so (LandingPage.module.css). */
const yieldingAttribute = 'data-yielding';
/** The page's controls: its calls to action, the carousel's buttons, any other link or button of its content. */
const controlsSelector = 'main a[href], main button';
const movesValue = floatingPartThatMoves[floatingPartAttribute];

/** How far each moving part is lifted now, to measure its own place under the lift. */
const lifts = new WeakMap<Element, number>();

/** The room a moved part leaves above a control, so the two do not touch. */
const liftGapPx = 8;

function liftedBy(part: HTMLElement, controls: readonly Box[], ceiling: number): void {
  const current = lifts.get(part) ?? 0;
  const { left, top, right, bottom } = part.getBoundingClientRect();
  // The part's place with the gap below it: clear of a control, it sits that far above it.
  const withGap = { left, right, top: top + current, bottom: bottom + current + liftGapPx };
  // No place clear of every control on the screen (large text on a small one): the part stays where
  // it belongs, visible, rather than be cut short.
  const lift = clearingLift(withGap, controls, ceiling) ?? 0;
  if (lift === current) return;
  lifts.set(part, lift);
  part.style.translate = lift ? `0 ${-lift}px` : '';
}

/**
 * Keeps the floating layer off the page's controls. While one of them is under a floating part,
 * the part steps aside (hidden, its place kept, so it comes back where it was once the control
 * has scrolled on); the toast, whose schedule the spec fixes, moves up just clear of it instead,
 * never above the header. Measured on every scroll and resize, when a part comes or goes (the
 * toast, the bubble), and when the page's height changes (a picture above arriving moves the
 * controls without a scroll). Visibility, not a move, for the parts that step aside: their places
 * are measured with the part hidden too, so a part never flickers on and off.
 */
export function useClearOfControls(layer: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = layer.current;
    if (!root) return;
    const update = () => {
      const controls = [...document.querySelectorAll(controlsSelector)].map((control) =>
        control.getBoundingClientRect(),
      );
      const ceiling = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      for (const part of root.querySelectorAll<HTMLElement>(`[${floatingPartAttribute}]`)) {
        if (part.getAttribute(floatingPartAttribute) === movesValue) liftedBy(part, controls, ceiling);
        // A part holding keyboard focus stays: hiding it would drop the focus.
        else
          part.toggleAttribute(
            yieldingAttribute,
            !part.contains(document.activeElement) && coversAny(part.getBoundingClientRect(), controls),
          );
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
