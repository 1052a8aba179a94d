// The slide-in menu's state, platform first. The toggle is a `popovertarget` button for an empty
// popover whose open state shows the panel (CSS `:has(:popover-open)`). The panel sits outside the
// popover, so any tap on it or beyond it — a menu link, the backdrop — is outside the popover and
// light-dismisses it: picking a link closes the menu and the browser follows the link, with no
// script at all; Escape closes it natively. (A `<details>` menu would open without script too, but
// nothing closes it when a link is picked.)
//
// Once hydrated, React mirrors the popover's state (its `toggle` event) for the label and
// aria-expanded, moves focus into the menu when it opens and back to the toggle when Escape closes
// it, and closes the menu when focus leaves it for the page behind the backdrop. In a browser
// without popovers, React carries the whole menu after hydration: state, Escape, a pointer down
// outside.
import { useEffect, useState, type RefObject } from 'react';
import { useHydrated } from '../../browser-state/hydrated';

interface MenuElements {
  toggle: RefObject<HTMLButtonElement | null>;
  panel: RefObject<HTMLDivElement | null>;
  popover: RefObject<HTMLDivElement | null>;
}

const supportsPopover = () =>
  typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';

export function useMenuState({ toggle, panel, popover }: MenuElements) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const [native, setNative] = useState(true);

  useEffect(() => {
    setNative(supportsPopover());
    const element = popover.current;
    if (!element || !supportsPopover()) return;
    // The menu may have been opened before hydration.
    setOpen(element.matches(':popover-open'));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, [popover]);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      // The popover closes itself on Escape; focus, left in the panel, goes back to the toggle.
      if (event.key !== 'Escape') return;
      if (!native) setOpen(false);
      toggle.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!native && !panel.current?.contains(target) && !toggle.current?.contains(target)) {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    // Tab past the menu's last item moves focus back into the page, which the backdrop covers: the
    // menu closes, so the focused control is in sight. (The menu is not modal: Tab is not trapped.)
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (!next || panel.current?.contains(next) || toggle.current?.contains(next)) return;
      if (!native) setOpen(false);
      else if (popover.current?.matches(':popover-open')) popover.current.hidePopover();
    };
    const element = panel.current;
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    element?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      element?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, native, panel, toggle, popover]);

  return {
    open,
    hydrated,
    /** The popover toggles itself; without popovers, React does. */
    onToggleClick: () => {
      if (!native) setOpen((value) => !value);
    },
    /** A link was picked: the popover has light-dismissed itself; without popovers, close. */
    close: () => {
      if (!native) setOpen(false);
    },
  };
}
