import { sectionIds } from '../../content/navigation';
import { testimonials, testimonialsSection } from '../../content/testimonials';
import { RegisterButton } from '../../ui/RegisterButton';
import { Section } from '../../ui/Section';
import styles from './Testimonials.module.css';

export function Testimonials() {
  return (
    <Section id={sectionIds.testimonials} title={testimonialsSection.title} intro={testimonialsSection.intro} tone="tinted">
      <ul className={styles.grid}>
        {testimonials.map((image) => (
          <li key={image.src} className={styles.item}>
            <img className={styles.image} src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
      <RegisterButton />
    </Section>
  );
}
