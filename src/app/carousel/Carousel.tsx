import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { reducedMotionQuery, useMediaQuery } from '../browser-state/media-query';
import { browserClock, type Clock } from '../clock/clock';
import { Tooltip } from '../tooltip/Tooltip';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../ui/icons';
import { canMove, isInView, slideOffset, step, type CarouselShape, type Direction } from './engine';
import styles from './Carousel.module.css';
import { useSeen } from './useSeen';
import { useSwipe } from './useSwipe';
import { useSlidesPerView } from './useSlidesPerView';

export const autoplayIntervalMs = 4000;

interface CarouselProps {
  /** The carousel's accessible name. */
  label: string;
  slides: readonly ReactNode[];
  intervalMs?: number;
  clock?: Clock;
}

/**
 * A looping carousel following the WAI-ARIA carousel pattern: a labelled region, slides as groups
 * "N de M", a rotation button, previous/next buttons, arrow keys, swipe and mouse drag. Autoplay
 * pauses on hover and keyboard focus and never runs under prefers-reduced-motion.
 *
 * Until React has mounted it (and without JavaScript) it is a native scroll-snap scroller with
 * every slide in the HTML and its buttons disabled; data-enhanced switches the CSS to the looping
 * track once the buttons can work. data-seen marks it once it has been in view (useSeen.ts).
 */
export function Carousel({ label, slides, intervalMs = autoplayIntervalMs, clock = browserClock }: CarouselProps) {
  const perView = useSlidesPerView();
  const shape: CarouselShape = { count: slides.length, perView, loop: true };
  const [index, setIndex] = useState(0);
  const [rotating, setRotating] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const trackRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const seen = useSeen(rootRef);
  const previousOffsets = useRef<number[]>([]);
  const trackId = useId();
  const enhanced = useHandOver(trackRef, setIndex);

  const go = (direction: Direction) => setIndex((current) => step(shape, current, direction));
  const offsets = slides.map((_, slide) => slideOffset(shape, slide, index));
  const { rendered, engage } = useRenderedSlides(enhanced, offsets, perView);
  const swipe = useSwipe(trackRef, perView, go, engage);

  const autoplaying = rotating && !hovered && !focused && !swipe.dragging && !reducedMotion && canMove(shape, index, 1);
  useEffect(() => {
    if (!autoplaying) return;
    const timer = clock.setTimeout(() => go(1), intervalMs);
    return () => clock.clearTimeout(timer);
  });

  // A slide that jumps more than one place is wrapping around out of view: no transition for it.
  // Nor for any slide on the first enhanced render (no previous offsets): they are already there.
  const instant = offsets.map((offset, slide) => !(Math.abs(offset - previousOffsets.current[slide]!) < 2));
  useEffect(() => {
    previousOffsets.current = enhanced ? offsets : [];
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    go(event.key === 'ArrowLeft' ? -1 : 1);
  };
  const onFocus = (event: FocusEvent) => {
    engage();
    if (safeMatches(event.target, ':focus-visible')) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      ref={rootRef}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      data-enhanced={enhanced || undefined}
      data-seen={seen || undefined}
      onPointerEnter={(event) => event.pointerType === 'mouse' && (setHovered(true), engage())}
      onPointerLeave={() => setHovered(false)}
    >
      {/* The native scroller is a stop of the Tab order, so a keyboard can scroll it (a scrollable
          region must be focusable); the looping track is not scrollable, but a click on it focuses
          it (tabindex -1, no ring) so the arrow keys move it after a click on a slide. */}
      <div className={styles.viewport} tabIndex={enhanced ? -1 : 0} {...swipe.handlers}>
        <div
          ref={trackRef}
          id={trackId}
          className={styles.track}
          data-dragging={swipe.dragging || undefined}
          aria-live={autoplaying ? 'off' : 'polite'}
        >
          {slides.map((slide, slideIndex) => (
            <div
              key={slideIndex}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} de ${slides.length}`}
              className={styles.slide}
              data-offset={enhanced ? offsets[slideIndex] : undefined}
              data-instant={instant[slideIndex] || undefined}
              inert={enhanced && !isInView(shape, slideIndex, index)}
            >
              {rendered[slideIndex] ? slide : null}
            </div>
          ))}
        </div>
      </div>
      <CarouselControls
        enabled={enhanced}
        shape={shape}
        index={index}
        rotating={rotating}
        onToggleRotation={() => setRotating((value) => !value)}
        onMove={go}
        trackId={trackId}
      />
    </section>
  );
}

/**
 * Which slides have their content once the looping track has taken over: those that have been in
 * view or are next in line, or all once the visitor reaches for the carousel (hover, focus, a
 * drag). The slide parked just left of the view (the one "before" the first) would otherwise load
 * its picture with the page. The native scroller before it renders every slide: its markup is the
 * prerendered HTML, and a visitor may scroll to any of them.
 */
function useRenderedSlides(enhanced: boolean, offsets: number[], perView: number) {
  const [reached, setReached] = useState<ReadonlySet<number>>(() => new Set());
  const [engaged, setEngaged] = useState(false);
  const rendered = offsets.map(
    (offset, slide) => !enhanced || engaged || reached.has(slide) || (offset >= 0 && offset <= perView),
  );
  useEffect(() => {
    if (enhanced && rendered.some((shown, slide) => shown && !reached.has(slide)))
      setReached(new Set(rendered.flatMap((shown, slide) => (shown ? [slide] : []))));
  });
  return { rendered, engage: () => setEngaged(true) };
}

/**
 * Whether React has mounted the carousel: false in the prerendered HTML (the native scroller), true
 * from the first render the browser paints after hydration (a layout effect's update renders
 * before the paint). Before that paint the track starts at the slide the visitor scrolled to
 * natively, and the scroller's position goes back to 0, so nothing jumps.
 */
function useHandOver(track: RefObject<HTMLDivElement | null>, startAt: (index: number) => void): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useLayoutEffect(() => {
    const viewport = track.current!.parentElement!;
    startAt(Math.round(viewport.scrollLeft / track.current!.firstElementChild!.clientWidth) || 0);
    viewport.scrollLeft = 0;
    setEnhanced(true);
  }, []);
  return enhanced;
}

/** The previous and next buttons: names in pt-BR, a tooltip and an icon each. */
const arrows = {
  [-1]: { tooltip: 'Anterior', label: 'Slide anterior', Icon: ChevronLeftIcon },
  [1]: { tooltip: 'Próximo', label: 'Próximo slide', Icon: ChevronRightIcon },
} as const;

interface ControlsProps {
  /** False until React has mounted the carousel: before that, no button could do anything. */
  enabled: boolean;
  shape: CarouselShape;
  index: number;
  rotating: boolean;
  onToggleRotation: () => void;
  onMove: (direction: Direction) => void;
  /** The id of the track the arrows move. */
  trackId: string;
}

function CarouselControls({ enabled, shape, index, rotating, onToggleRotation, onMove, trackId }: ControlsProps) {
  return (
    <div className={styles.controls}>
      <Tooltip label={rotating ? 'Pausar rotação' : 'Retomar rotação'}>
        {(tooltip) => (
          <button
            type="button"
            className={`${styles.control} ${styles.rotation}`}
            aria-label={rotating ? 'Pausar a rotação automática dos slides' : 'Retomar a rotação automática ' +
              'dos slides'}
            disabled={!enabled}
            onClick={onToggleRotation}
            {...tooltip}
          >
            {rotating ? <PauseIcon size={18} scalesWithText /> : <PlayIcon size={16} scalesWithText />}
          </button>
        )}
      </Tooltip>
      <div className={styles.dots} aria-hidden="true">
        {Array.from({ length: shape.count }, (_, slideIndex) => (
          <span key={slideIndex} className={styles.dot} data-active={isInView(shape, slideIndex, index) || undefined} />
        ))}
      </div>
      <div className={styles.arrows}>
        {([-1, 1] as const).map((direction) => {
          const { tooltip, label, Icon } = arrows[direction];
          return (
            <Tooltip key={direction} label={tooltip}>
              {(tooltipProps) => (
                <button
                  type="button"
                  className={styles.control}
                  aria-label={label}
                  aria-controls={trackId}
                  disabled={!enabled || !canMove(shape, index, direction)}
                  onClick={() => onMove(direction)}
                  {...tooltipProps}
                >
                  <Icon size={22} scalesWithText />
                </button>
              )}
            </Tooltip>
          );
        })}
      </div>
    </div>
  );
}

function safeMatches(target: EventTarget, selector: string): boolean {
  try {
    return target instanceof Element && target.matches(selector);
  } catch {
    return true;
  }
}
