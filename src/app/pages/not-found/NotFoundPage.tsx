import { useEffect } from 'react';
import { reachedInApp } from '../../router/history';
import { Link } from '../../router/Link';
import { useSiteConfig } from '../../ui/SiteConfigContext';
import { mainContentId } from '../../ui/SkipLink';
import { logAttemptedPath } from './attempted-path';
import text from '../../ui/GradientText.module.css';
import styles from './NotFoundPage.module.css';

export function NotFoundPage({ path }: { path: string }) {
  // The document's own 404 page logged it with its script (page-script.ts) before the app came.
  useEffect(() => {
    if (reachedInApp()) logAttemptedPath(path);
  }, [path]);

  return (
    <main id={mainContentId} tabIndex={-1} className={styles.screen}>
      {/* The spec's words are English on a Portuguese page: lang lets a screen reader say them in an English voice. */}
      <div className={styles.card} lang="en">
        <p className={`${styles.code} ${text.gradientText}`} aria-hidden="true">
          404
        </p>
        <h1 className={styles.message}>Oops! Page not found</h1>
        <Link href={useSiteConfig().member?.paths.landing ?? '/'} className={styles.home}>
          Return to Home
        </Link>
      </div>
    </main>
  );
}
