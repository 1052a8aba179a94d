import { Carousel } from '../../carousel/Carousel';
import { earningsSlides, monetize } from '../../content/earnings';
import { Picture } from '../../images/Picture';
import { sectionIds } from '../../content/navigation';
import { RegisterButton } from '../../ui/RegisterButton';
import { Section } from '../../ui/Section';
import styles from './Monetize.module.css';

export function Monetize() {
  const slides = earningsSlides.map((image) => (
    <div className={styles.slideFrame}>
      <Picture slot={image.slot} alt={image.alt} className={styles.slideImage} draggable={false} />
    </div>
  ));
  return (
    <Section id={sectionIds.monetize} title={monetize.title} intro={monetize.intro} tone="tinted">
      <div className={styles.carousel}>
        <Carousel label={monetize.carouselLabel} slides={slides} />
      </div>
      <p className={styles.disclaimer}>{monetize.disclaimer}</p>
      <RegisterButton callToAction="monetize/cadastro" />
    </Section>
  );
}
