import { useRef } from 'react';
import { useSiteConfig } from '../../ui/SiteConfigContext';
import { SocialProofToast } from '../../toast/SocialProofToast';
import { BackToTop } from './BackToTop';
import { ChatButton } from './ChatButton';
import { Footer } from './Footer';
import { Header } from './Header';
import { Hero } from './Hero';
import { Monetize } from './Monetize';
import { Products } from './Products';
import { Testimonials } from './Testimonials';
import { mainContentId } from '../../ui/SkipLink';
import styles from './LandingPage.module.css';
import { useClearOfControls } from './useClearOfControls';

export function LandingPage() {
  const { socialProof } = useSiteConfig();
  const floating = useRef<HTMLElement>(null);
  useClearOfControls(floating);
  return (
    <>
      <Header />
      <main id={mainContentId} tabIndex={-1}>
        <Hero />
        <Monetize />
        <Products />
        <Testimonials />
      </main>
      <Footer />
      {/* Floating controls and the toast: their own landmark, outside the page's main content, in
          the order a phone shows them from the top (LandingPage.module.css). */}
      <aside ref={floating} aria-label="Atalhos e avisos" className={styles.floating} data-chrome>
        {socialProof && <SocialProofToast />}
        <ChatButton />
        <BackToTop />
      </aside>
    </>
  );
}
