// Which clicks on a link the router takes over, as a pure function so the rules are table-tested.
// Anything the browser does better itself stays with the browser: new tabs and windows (modifier
// keys, middle button, target), downloads, other origins, and in-page #hash jumps.

export interface ClickFacts {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface LinkFacts {
  /** The link's absolute URL, as `anchor.href` resolves it. */
  href: string;
  /** The `target` attribute, '' when absent. */
  target: string;
  hasDownload: boolean;
}

/** The path (with search and hash) to navigate to in-app, or null to let the browser handle it. */
export function interceptedPath(click: ClickFacts, link: LinkFacts, currentHref: string): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (link.hasDownload) return null;
  if (link.target !== '' && link.target.toLowerCase() !== '_self') return null;

  let url: URL;
  let current: URL;
  try {
    url = new URL(link.href);
    current = new URL(currentHref);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  const samePage = url.pathname === current.pathname && url.search === current.search;
  if (samePage && url.hash !== '') return null; // a pure #hash jump: native scrolling and history
  return url.pathname + url.search + url.hash;
}
