import { useSiteConfig } from './SiteConfigContext';
import { registerLabel } from '../content/brand';
import type { CallToActionId } from '../content/calls-to-action';
import { ExternalLink } from './ExternalLink';
import { ArrowRightIcon } from './icons';
import styles from './RegisterButton.module.css';

interface RegisterButtonProps {
  /** Which button this is, for the click counts (src/app/content/calls-to-action.ts). */
  callToAction: CallToActionId;
  label?: string;
  className?: string;
}

/** The call to action of every section: the registration page with the operator's sponsor code. */
export function RegisterButton({ callToAction, label = registerLabel, className }: RegisterButtonProps) {
  const { registerHref } = useSiteConfig();
  return (
    <ExternalLink
      href={registerHref}
      callToAction={callToAction}
      className={className ? `${styles.button} ${className}` : styles.button}
    >
      <span>{label}</span>
      <ArrowRightIcon size={20} scalesWithText className={styles.arrow} />
    </ExternalLink>
  );
}
