import { Picture } from '../../images/Picture';
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
            <Picture slot={product.image.slot} alt={product.image.alt} className={styles.image} />
            <div className={styles.body}>
              <h3 className={styles.title}>{product.title}</h3>
              <p className={styles.description}>{product.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <RegisterButton callToAction="products/cadastro" />
    </Section>
  );
}
