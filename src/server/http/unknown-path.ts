// What a path the start-up map does not hold gets, decided once for Express and the fast path:
// a 400 for a malformed one, the trailing-slash redirect, or the 404 (the page, or plain text for
// a URL that looks like a file).
import { slashRedirects } from '../../routes';

export type UnknownPathAnswer = { kind: 'malformed' } | { kind: 'redirect'; to: string } | { kind: 'not-found'; plain: boolean };

/** A last path segment with a dot looks like a file: it gets a plain 404, never the HTML page. */
const looksLikeFile = (path: string) => /\.[^/]*$/.test(path);

export function unknownPathAnswer(rawPath: string): UnknownPathAnswer {
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'malformed' };
  }
  if (decodedPath.includes('\0')) return { kind: 'malformed' };
  const redirect = slashRedirects.find(({ from }) => from === rawPath);
  if (redirect) return { kind: 'redirect', to: redirect.to };
  return { kind: 'not-found', plain: looksLikeFile(decodedPath) };
}

/** The plain 404's body and its headers besides the security ones, as Express's res.send writes them. */
export const plainNotFound = {
  body: Buffer.from('Not Found'),
  headers: ['Cache-Control', 'no-store', 'Content-Type', 'text/plain; charset=utf-8', 'Content-Length', 9, 'Vary', 'Accept-Encoding'],
} as const;
