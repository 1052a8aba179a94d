import { Component, type ErrorInfo, type ReactNode } from 'react';
import { mainContentId } from '../ui/SkipLink';
import styles from './RouteErrorBoundary.module.css';

interface State {
  error: Error | null;
}

/**
 * The spec's fallback for a route that throws while rendering: the "Unexpected Application Error!"
 * screen with the error's message, instead of a blank page. Keyed by path in App, so navigating
 * away gives the next page a fresh start.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Route rendering error:', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main id={mainContentId} tabIndex={-1} className={styles.screen}>
        <h2 className={styles.title}>Unexpected Application Error!</h2>
        <h3 className={styles.message}>{error.message}</h3>
      </main>
    );
  }
}
