import { useEffect, useState } from 'react';
import { useSiteConfig } from '../../ui/SiteConfigContext';
import { bioLinks, bioPage, type BioLink } from '../../content/bio';
import { Link } from '../../router/Link';
import { ExternalLink } from '../../ui/ExternalLink';
import { BriefcaseIcon, ChatIcon, TagIcon } from '../../ui/icons';
import { Logo } from '../../ui/Logo';
import { mainContentId } from '../../ui/SkipLink';
import styles from './BioPage.module.css';
import { currentYearAttribute } from './current-year';

/**
 * The current year, for the footer (current-year.ts). The first render uses the build's year, as
 * the prerendered HTML does (hydration agrees with it); the effect then corrects it, after hydration
 * or at once after an in-app move from /.
 */
function useCurrentYear(): number {
  const { buildYear } = useSiteConfig();
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

/** Each button's icon, by where it leads: with its colour, what tells the three apart at a glance. */
const iconOf = { landing: BriefcaseIcon, register: TagIcon, chat: ChatIcon } as const;

function BioLinkButton({ link }: { link: BioLink }) {
  const { registerHref, chatHref, member } = useSiteConfig();
  const className = `${styles.linkButton} ${styles[link.colour]}`;
  const Icon = iconOf[link.destination];
  const content = (
    <>
      <Icon size={24} />
      <span>{link.label}</span>
    </>
  );
  if (link.destination === 'landing') {
    return (
      <Link href={member?.paths.landing ?? '/'} className={className}>
        {content}
      </Link>
    );
  }
  return (
    <ExternalLink
      href={link.destination === 'register' ? registerHref : chatHref}
      callToAction={link.callToAction}
      className={className}
    >
      {content}
    </ExternalLink>
  );
}

export function BioPage() {
  const year = useCurrentYear();
  const { member } = useSiteConfig();
  return (
    <div className={styles.screen}>
      <main id={mainContentId} tabIndex={-1} className={styles.card}>
        <div className={styles.logo}>
          <Logo size={64} standsAlone />
        </div>
        {/* A team member's card, its markup made by the build (src/app/member/member-page.tsx). */}
        {member && <div dangerouslySetInnerHTML={{ __html: member.card }} />}
        <h1 className={styles.title}>{bioPage.title}</h1>
        <p className={styles.subtitle}>{bioPage.subtitle}</p>
        <ul className={styles.chips} aria-label="Linhas de produtos">
          {bioPage.chips.map((chip) => (
            <li key={chip} className={styles.chip}>
              {chip}
            </li>
          ))}
        </ul>
        <ul className={styles.links}>
          {bioLinks.map((link) => (
            <li key={link.label}>
              <BioLinkButton link={link} />
            </li>
          ))}
        </ul>
      </main>
      <footer className={styles.footer}>
        {/* The page's own script may have written the visitor's year before hydration (current-year.ts). */}©{' '}
        <span {...{ [currentYearAttribute]: '' }} suppressHydrationWarning>
          {year}
        </span>{' '}
        {bioPage.footer}
      </footer>
    </div>
  );
}
