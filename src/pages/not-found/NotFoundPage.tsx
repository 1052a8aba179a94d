import { useEffect } from 'react';
import { Link } from '../../router/Link';
import { mainContentId } from '../../ui/SkipLink';
import text from '../../ui/GradientText.module.css';
import styles from './NotFoundPage.module.css';

export function NotFoundPage({ path }: { path: string }) {
  useEffect(() => {
    // The spec asks for the attempted path in the console, to spot broken links while testing.
    console.error('404 Error: User attempted to access non-existent route:', path);
  }, [path]);

  return (
    <main id={mainContentId} tabIndex={-1} className={styles.screen}>
      <div className={styles.card}>
        <p className={`${styles.code} ${text.gradientText}`} aria-hidden="true">404</p>
        <h1 className={styles.message}>Oops! Page not found</h1>
        <Link href="/" className={styles.home}>
          Return to Home
        </Link>
      </div>
    </main>
  );
}
