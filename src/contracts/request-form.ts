// How a request line's target is read (RFC 9112 §3.2): by the server answering it, and by the
// report reading it back from the access log, which records the target as the client sent it.

/** An absolute-form target's scheme and authority: `http://host:port` (RFC 9112 §3.2.2). */
const schemeAndAuthority = /^https?:\/\/[^/?#]*/i;

/**
 * The target in origin-form (`/path?query`). A server MUST accept the absolute-form
 * (`http://host/path?query`, RFC 9112 §3.2.2): its host is ignored here, and an empty path is `/`.
 * Any other target is returned as it is.
 */
export function originForm(target: string): string {
  const prefix = schemeAndAuthority.exec(target);
  if (!prefix) return target;
  const rest = target.slice(prefix[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The path part of an origin-form target (the query removed). */
export function pathOf(target: string): string {
  const queryStart = target.indexOf('?');
  return queryStart === -1 ? target : target.slice(0, queryStart);
}
