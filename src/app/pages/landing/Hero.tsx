import { hero } from '../../content/hero';
import { sectionIds } from '../../content/navigation';
import { SparkleIcon } from '../../ui/icons';
import { RegisterButton } from '../../ui/RegisterButton';
import { useSiteConfig } from '../../ui/SiteConfigContext';
import text from '../../ui/GradientText.module.css';
import styles from './Hero.module.css';
import { HeroVideo } from './HeroVideo';

export function Hero() {
  const { member } = useSiteConfig();
  return (
    <section id={sectionIds.home} className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          {/* A team member's card, its markup made by the build (src/app/member/member-page.tsx). */}
          {member && <div dangerouslySetInnerHTML={{ __html: member.card }} />}
          <p className={styles.badge}>
            <SparkleIcon size={16} scalesWithText />
            {hero.badge}
          </p>
          <h1 id="hero-title" className={styles.title}>
            {hero.headlineStart} <span className={text.gradientText}>{hero.earningsClaim}</span> {hero.headlineEnd}
          </h1>
          <p className={styles.intro}>{hero.intro}</p>
          <RegisterButton callToAction="hero/cadastro" label={hero.cta} className={styles.cta} />
        </div>
        <div className={styles.media}>
          <HeroVideo />
        </div>
      </div>
    </section>
  );
}
