import { useId, useRef } from 'react';
import { useScrolledPast } from '../../browser-state/scroll-position';
import { brand } from '../../content/brand';
import { sectionIds } from '../../content/navigation';
import { CloseIcon, MenuIcon } from '../../ui/icons';
import { Logo } from '../../ui/Logo';
import { RegisterButton } from '../../ui/RegisterButton';
import styles from './Header.module.css';
import { MenuLinks } from './MenuLinks';
import { useMenuState } from './useMenuState';

/** Spec: the header turns translucent once the page is scrolled more than 50 px. */
export const headerScrollThresholdPx = 50;

/**
 * The fixed header, with the slide-in menu of small screens. The menu works the moment it is
 * painted, with or without JavaScript: see useMenuState.ts for how the platform's popover carries
 * it, and what React adds once hydrated.
 */
export function Header() {
  const scrolled = useScrolledPast(headerScrollThresholdPx);
  const menuId = useId();
  const popoverId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const menu = useMenuState({ toggle: toggleRef, panel: panelRef, popover: popoverRef });

  return (
    // data-scroll-watched: from hydration on, the script's data-scrolled decides (see the module).
    <header
      className={styles.header}
      data-scrolled={scrolled || undefined}
      data-scroll-watched={menu.hydrated || undefined}
    >
      {/* The bar is chrome (data-chrome: tokens.css): with large text on a phone it keeps its size. */}
      <div className={styles.bar} data-chrome>
        <a href={`#${sectionIds.home}`} className={styles.brand}>
          <Logo size={34} />
          <span>{brand.name}</span>
        </a>

        <nav aria-label="Principal" className={styles.desktopNav}>
          <MenuLinks listClassName={styles.links} linkClassName={styles.link} />
        </nav>

        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          popoverTarget={popoverId}
          aria-expanded={menu.hydrated ? menu.open : undefined}
          aria-controls={menuId}
          aria-label={menu.open ? 'Fechar menu' : 'Abrir menu'}
          onClick={menu.onToggleClick}
        >
          <MenuIcon className={styles.openIcon} />
          <CloseIcon className={styles.closeIcon} />
        </button>
      </div>

      {/* The menu's open state: an empty popover, no box, never in the way of a tap. */}
      <div ref={popoverRef} id={popoverId} popover="auto" className={styles.menuState} />
      <div className={styles.backdrop} data-open={menu.open || undefined} aria-hidden="true" />
      <div ref={panelRef} id={menuId} className={styles.panel} data-open={menu.open || undefined}>
        <nav aria-label="Menu">
          <MenuLinks listClassName={styles.panelLinks} linkClassName={styles.panelLink} onPick={menu.close} />
        </nav>
        <RegisterButton callToAction="menu/cadastro" className={styles.panelCta} />
      </div>
    </header>
  );
}
