import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { browserClock } from '../clock/clock';
import { createTooltipDelayGroup, type TooltipDelayGroup } from './delays';
import styles from './Tooltip.module.css';

// One group per page, so the skip delay carries from one tooltip to the next. Tests provide their
// own group on a fake clock.
const TooltipGroupContext = createContext<TooltipDelayGroup | null>(null);
let pageGroup: TooltipDelayGroup | null = null;

export const TooltipGroupProvider = TooltipGroupContext.Provider;

function useTooltipGroup(): TooltipDelayGroup {
  const provided = useContext(TooltipGroupContext);
  if (provided) return provided;
  pageGroup ??= createTooltipDelayGroup(browserClock);
  return pageGroup;
}

export interface TooltipTriggerProps {
  'aria-describedby'?: string;
  onPointerEnter(event: PointerEvent<HTMLElement>): void;
  onPointerLeave(): void;
  onPointerDown(): void;
  onFocus(event: FocusEvent<HTMLElement>): void;
  onBlur(): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

interface TooltipProps {
  label: string;
  side?: 'top' | 'right' | 'left';
  /** Renders the trigger (an icon-only control) with the props that drive the tooltip. */
  children: (triggerProps: TooltipTriggerProps) => ReactElement;
}

/**
 * A text hint for an icon-only control: on mouse hover after the group's delay, at once on keyboard
 * focus; closed by leaving, blurring, clicking or Escape. Touch input never opens it (there is no
 * hover on a phone; the control's accessible name still speaks).
 */
export function Tooltip({ label, side = 'top', children }: TooltipProps) {
  const group = useTooltipGroup();
  const [open, setOpen] = useState(false);
  const cancelPending = useRef<() => void>(() => {});
  const tooltipId = useId();

  const show = () => {
    setOpen(true);
    group.opened();
  };
  const hide = () => {
    cancelPending.current();
    cancelPending.current = () => {};
    setOpen((wasOpen) => {
      if (wasOpen) group.closed();
      return false;
    });
  };

  useEffect(() => () => cancelPending.current(), []);

  const triggerProps: TooltipTriggerProps = {
    'aria-describedby': open ? tooltipId : undefined,
    onPointerEnter(event) {
      if (event.pointerType === 'touch') return;
      cancelPending.current();
      cancelPending.current = group.requestOpen(show);
    },
    onPointerLeave: hide,
    onPointerDown: hide,
    onFocus(event) {
      // Keyboard focus only: a mouse click also focuses the button, and must not pop the hint.
      if (safeMatches(event.currentTarget, ':focus-visible')) show();
    },
    onBlur: hide,
    onKeyDown(event) {
      if (event.key === 'Escape' && open) {
        event.stopPropagation();
        hide();
      }
    },
  };

  return (
    <span className={styles.anchor}>
      {children(triggerProps)}
      {open && (
        <span role="tooltip" id={tooltipId} className={`${styles.tooltip} ${styles[side]}`}>
          {label}
        </span>
      )}
    </span>
  );
}

function safeMatches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return true; // engines without :focus-visible: treat focus as keyboard focus
  }
}
