import { Picture } from '../../images/Picture';
import { sectionIds } from '../../content/navigation';
import { testimonials, testimonialsSection } from '../../content/testimonials';
import { RegisterButton } from '../../ui/RegisterButton';
import { Section } from '../../ui/Section';
import styles from './Testimonials.module.css';

export function Testimonials() {
  return (
    <Section
      id={sectionIds.testimonials}
      title={testimonialsSection.title}
      intro={testimonialsSection.intro}
      tone="tinted"
    >
      <ul className={styles.grid}>
        {testimonials.map((image) => (
          <li key={image.slot} className={styles.item}>
            <Picture slot={image.slot} alt={image.alt} className={styles.image} />
          </li>
        ))}
      </ul>
      <RegisterButton callToAction="testimonials/cadastro" />
    </Section>
  );
}
