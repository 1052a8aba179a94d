import { useSiteConfig } from '../config/SiteConfigContext';
import { registerLabel } from '../content/brand';
import { ExternalLink } from './ExternalLink';
import { ArrowRightIcon } from './icons';
import styles from './RegisterButton.module.css';

/** The call to action of every section: the registration page with the operator's sponsor code. */
export function RegisterButton({ label = registerLabel, className }: { label?: string; className?: string }) {
  const { registerHref } = useSiteConfig();
  return (
    <ExternalLink href={registerHref} className={className ? `${styles.button} ${className}` : styles.button}>
      <span>{label}</span>
      <ArrowRightIcon size={20} className={styles.arrow} />
    </ExternalLink>
  );
}
