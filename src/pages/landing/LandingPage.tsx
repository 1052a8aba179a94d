import { useSiteConfig } from '../../config/SiteConfigContext';
import { SocialProofToast } from '../../toast/SocialProofToast';
import { BackToTop } from './BackToTop';
import { ChatButton } from './ChatButton';
import { Footer } from './Footer';
import { Header } from './Header';
import { Hero } from './Hero';
import { Monetize } from './Monetize';
import { Products } from './Products';
import { Testimonials } from './Testimonials';

export function LandingPage() {
  const { socialProof } = useSiteConfig();
  return (
    <>
      <Header />
      <main>
        <Hero />
        <Monetize />
        <Products />
        <Testimonials />
      </main>
      <Footer />
      <ChatButton />
      <BackToTop />
      {socialProof && <SocialProofToast />}
    </>
  );
}
