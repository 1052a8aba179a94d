import { reducedMotionQuery, useMediaQuery } from '../../browser-state/media-query';
import { useScrolledPast } from '../../browser-state/scroll-position';
import { backToTop } from '../../content/chat';
import { Tooltip } from '../../tooltip/Tooltip';
import { ArrowUpIcon } from '../../ui/icons';
import styles from './BackToTop.module.css';
import { floatingPart } from '../../ui/floating-part';

/** Spec: visible once the page is scrolled more than 300 px. */
export const backToTopThresholdPx = 300;

export function BackToTop() {
  const visible = useScrolledPast(backToTopThresholdPx);
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  return (
    <div className={styles.dock} data-visible={visible || undefined}>
      <Tooltip label={backToTop.label} side="right">
        {(tooltip) => (
          <button
            type="button"
            className={styles.button}
            aria-label={backToTop.label}
            {...floatingPart}
            onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion ? 'instant' : 'smooth' })}
            {...tooltip}
          >
            <ArrowUpIcon />
          </button>
        )}
      </Tooltip>
    </div>
  );
}
