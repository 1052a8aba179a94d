import styles from './SkipLink.module.css';

/** The id of every page's <main>: the skip link's target. */
export const mainContentId = 'conteudo';

/** First stop for keyboard users: jumps past the header straight to the page's content. */
export function SkipLink() {
  return (
    <a href={`#${mainContentId}`} className={styles.skip}>
      Pular para o conteúdo
    </a>
  );
}
