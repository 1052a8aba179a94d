import { brand } from '../../content/brand';
import { company } from '../../content/company';
import { Logo } from '../../ui/Logo';
import styles from './Footer.module.css';
import { MenuLinks } from './MenuLinks';

export function Footer() {
  const { address } = company;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>
            <Logo size={36} />
            <span>{brand.name}</span>
          </p>
          <p className={styles.blurb}>{company.blurb}</p>
        </div>

        <nav aria-label="Rodapé" className={styles.column}>
          <h2 className={styles.heading}>Menu</h2>
          <MenuLinks listClassName={styles.list} linkClassName={styles.link} />
        </nav>

        <div className={styles.column}>
          <h2 className={styles.heading}>Endereço</h2>
          <address className={styles.address}>
            {address.street}
            <br />
            {address.city} – {address.state}, {address.postalCode}
            <br />
            {address.country}
          </address>
        </div>
      </div>

      <div className={styles.bottom}>
        <p className={styles.copyright}>
          © {company.copyrightYear} {brand.name}. Todos os direitos reservados.
        </p>
        <ul className={styles.legal}>
          {company.legalLinks.map((link) => (
            <li key={link.label}>
              {link.href ? (
                <a href={link.href} className={styles.link}>
                  {link.label}
                </a>
              ) : (
                // An <a> without href is HTML's own placeholder link: shown, but not a destination.
                <a className={styles.placeholder}>{link.label}</a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
