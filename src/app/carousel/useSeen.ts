import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `target` has been in the viewport since the component mounted (it stays true). The
 * carousel marks its root with it (data-seen), so what it holds back until the visitor reaches it
 * (a slide's picture next in line, see Monetize.module.css) comes once they have. Where the browser
 * cannot say, it counts as seen: nothing is held back for ever.
 */
export function useSeen(target: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, target]);
  return seen;
}
