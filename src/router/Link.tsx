import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { interceptedPath } from './click-rules';
import { hydratesAt } from '../routes';
import { navigate } from './history';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** An ordinary <a> whose plain left clicks on same-origin paths to a page that hydrates navigate without a page load. */
export function Link({ onClick, ...props }: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const anchor = event.currentTarget;
    const to = interceptedPath(
      event,
      { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') },
      window.location.href,
    );
    // A page that loads no React is the browser's to load (routes.ts).
    if (to === null || !hydratesAt(new URL(to, window.location.href).pathname)) return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...props} onClick={handleClick} />;
}
