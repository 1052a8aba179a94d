// How the Host field is judged (RFC 9112 §3.2) and the health probe told, for the pipeline and
// the access log alike; the target's forms are read in src/contracts/request-form.ts.
import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import { originForm, pathOf } from '../../contracts/request-form';

export const healthPath = '/healthz';

export const isGetOrHead = (req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD';

/** The path a request names, as Express reads it: the absolute-form's host, the query and a fragment cut. */
export function requestPath(req: IncomingMessage): string {
  const target = originForm(req.url ?? '');
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

// uri-host [ ":" port ] (RFC 3986 §3.2.2): a reg-name (an IPv4 address is one) or a bracketed IP literal.
const regName = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;
const ipFuture = /^v[0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+$/;
const withPort = /^(\[[^\]]*\]|[^:]*)(?::[0-9]*)?$/;

export function isValidHost(value: string): boolean {
  const parts = withPort.exec(value);
  if (!parts) return false;
  const host = parts[1]!;
  if (!host.startsWith('[')) return regName.test(host);
  const literal = host.slice(1, -1);
  return isIPv6(literal) || ipFuture.test(literal);
}

/**
 * More than one Host line, or an invalid value: a 400 (RFC 9112 §3.2). Node keeps only the first
 * Host in req.headers, so the raw lines are counted; a missing Host is Node's to refuse.
 */
export function hostIsBad(req: IncomingMessage): boolean {
  const hostLines = req.rawHeaders.filter(
    (field, i) => i % 2 === 0 && field.length === 4 && field.toLowerCase() === 'host',
  ).length;
  return hostLines > 1 || (req.headers.host !== undefined && !isValidHost(req.headers.host));
}

/**
 * GET or HEAD of exactly /healthz (any query), as nginx's `location = /healthz` matches, with a
 * valid Host: the pipeline and the access log both ask, so the log skips exactly what is answered.
 */
export function isHealthProbe(req: IncomingMessage): boolean {
  return isGetOrHead(req) && pathOf(originForm(req.url ?? '')) === healthPath && !hostIsBad(req);
}
