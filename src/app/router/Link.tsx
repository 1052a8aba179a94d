import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { interceptedPath } from './click-rules';
import { navigate } from './history';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** An ordinary <a> whose plain left clicks on same-origin paths navigate without a page load once hydrated. */
export function Link({ onClick, ...props }: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const anchor = event.currentTarget;
    const to = interceptedPath(
      event,
      { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') },
      window.location.href,
    );
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...props} onClick={handleClick} />;
}
