// Swipe and mouse drag for the carousel's looping track: the track follows the pointer, and a
// release far enough (engine.ts, dragDirection) moves one slide. A vertical move is left to page
// scrolling.
import { useRef, useState, type PointerEvent, type RefObject } from 'react';
import { dragDirection, type Direction } from './engine';

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  dx: number;
  /** Decided on the first few pixels of movement: a vertical move is left to page scrolling. */
  horizontal: boolean | null;
}

/** How far a pointer moves before the drag is judged horizontal or vertical. */
const decideAfterPx = 6;

/**
 * Swipe and mouse drag: the track follows the pointer, and a release far enough (engine.ts,
 * dragDirection) moves one slide. A vertical move is left to page scrolling.
 */
export function useSwipe(
  track: RefObject<HTMLDivElement | null>,
  perView: number,
  onSwipe: (direction: Direction) => void,
  onStart: () => void,
) {
  const drag = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState(false);

  const setTrackShift = (px: number | null) => {
    if (track.current) track.current.style.transform = px === null ? '' : `translate3d(${px}px, 0, 0)`;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    onStart();
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      dx: 0,
      horizontal: null,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (current.horizontal === null) {
      if (Math.abs(dx) < decideAfterPx && Math.abs(dy) < decideAfterPx) return;
      current.horizontal = Math.abs(dx) > Math.abs(dy);
      if (!current.horizontal) {
        drag.current = null;
        return;
      }
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setDragging(true);
    }
    current.dx = dx;
    setTrackShift(dx);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    drag.current = null;
    if (!current?.horizontal) return;
    const slideWidth = event.currentTarget.clientWidth / perView;
    const direction = dragDirection(current.dx, slideWidth);
    setDragging(false);
    setTrackShift(null);
    if (direction !== 0) onSwipe(direction);
  };

  return { dragging, handlers: { onPointerDown, onPointerMove, onPointerUp: endDrag, onPointerCancel: endDrag } };
}
