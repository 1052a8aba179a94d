import { useEffect, useId, useRef, useState } from 'react';
import { useScrolledPast } from '../../browser-state/scroll-position';
import { brand } from '../../content/brand';
import { sectionIds } from '../../content/navigation';
import { CloseIcon, MenuIcon } from '../../ui/icons';
import { Logo } from '../../ui/Logo';
import { RegisterButton } from '../../ui/RegisterButton';
import styles from './Header.module.css';
import { MenuLinks } from './MenuLinks';

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
          <MenuLinks listClassName={styles.panelLinks} linkClassName={styles.panelLink} onPick={() => closeMenu(false)} />
        </nav>
        <RegisterButton callToAction="menu/cadastro" className={styles.panelCta} />
      </div>
    </header>
  );
}
