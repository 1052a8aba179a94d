import { sectionIds } from '../../content/navigation';
import { productLines, productsSection } from '../../content/products';
import { RegisterButton } from '../../ui/RegisterButton';
import { Section } from '../../ui/Section';
import styles from './Products.module.css';

export function Products() {
  return (
    <Section id={sectionIds.products} title={productsSection.title} intro={productsSection.intro}>
      <ul className={styles.grid}>
        {productLines.map((product) => (
          <li key={product.title} className={styles.card}>
            <img
              className={styles.image}
              src={product.image.src}
              alt={product.image.alt}
              width={product.image.width}
              height={product.image.height}
              loading="lazy"
              decoding="async"
            />
            <div className={styles.body}>
              <h3 className={styles.title}>{product.title}</h3>
              <p className={styles.description}>{product.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <RegisterButton />
    </Section>
  );
}
