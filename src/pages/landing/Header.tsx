import { useEffect, useId, useRef, useState } from 'react';
import { useScrolledPast } from '../../browser-state/scroll-position';
import { brand } from '../../content/brand';
import { menuItems, sectionIds } from '../../content/navigation';
import { CloseIcon, MenuIcon } from '../../ui/icons';
import { LogoMark } from '../../ui/Logo';
import { RegisterButton } from '../../ui/RegisterButton';
import styles from './Header.module.css';

/** Spec: the header turns translucent once the page is scrolled more than 50 px. */
export const headerScrollThresholdPx = 50;

export function Header() {
  const scrolled = useScrolledPast(headerScrollThresholdPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const closeMenu = (returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  useEffect(() => {
    if (!menuOpen) return;
    panelRef.current?.querySelector('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) closeMenu(true);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);

  return (
    <header className={styles.header} data-scrolled={scrolled || undefined}>
      <div className={styles.bar}>
        <a href={`#${sectionIds.home}`} className={styles.brand}>
          <LogoMark size={34} />
          <span>{brand.name}</span>
        </a>

        <nav aria-label="Principal" className={styles.desktopNav}>
          <ul className={styles.links}>
            {menuItems.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={styles.link}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>

      <div className={styles.backdrop} data-open={menuOpen || undefined} aria-hidden="true" />
      <div ref={panelRef} id={menuId} className={styles.panel} data-open={menuOpen || undefined} inert={!menuOpen}>
        <nav aria-label="Menu">
          <ul className={styles.panelLinks}>
            {menuItems.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={styles.panelLink} onClick={() => closeMenu(false)}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <RegisterButton className={styles.panelCta} />
      </div>
    </header>
  );
}
