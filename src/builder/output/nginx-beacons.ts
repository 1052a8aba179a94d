// nginx's side of what browsers report without a page load, as the Node server answers it
// (src/server/http/ping.ts): the calls to action's pings and the field-speed beacon. nginx's own
// access log then holds the same lines `npm run report` reads. Two differences, said in
// src/server/README.md: nginx cannot keep a refused beacon out of its log, and takes the beacon's
// format without its upper bounds; the report reads every line with the server's own parser.
import { pingBodyLimitBytes, pingPathPrefix, type HeaderRules } from '../../contracts/site-format';
import { metricLimits, metricNames, fieldSpeedPath, viewKinds } from '../../contracts/field-speed-beacon';
import { routes } from '../../contracts/routes';
import { memberSlugPattern, splitCallToActionId } from '../../contracts/members';

/** A literal for a PCRE pattern inside an nginx double-quoted string: metacharacters escaped, `$` and `"` as hex. */
const literal = (text: string) =>
  text
    .replace(/[\\^.*+?()[\]{}|]/g, '\\$&')
    .replace(/\$/g, '\\x24')
    .replace(/"/g, '\\x22');

/**
 * 403 unless the browser says the request comes from one of the site's own pages, as ping.ts's
 * isFromSite: `Sec-Fetch-Site: same-origin`, or an Origin of this very host over http or https.
 * nginx's `if` takes one condition, so the second is read from one string: "Origin|Host".
 */
const fromSite = `    set $from_site "$http_origin|$http_host";
    if ($http_sec_fetch_site = "same-origin") {
        set $from_site "same-origin";
    }
    if ($from_site !~ "^(?:same-origin|https?://([^|]+)\\|\\1)$") {
        return 403;
    }
`;

/** One ping location: `ids` (full ids) answered under `prefix`, each kind's destination checked in Ping-To. */
function pingLocation(prefix: string, ids: string[], destinations: Array<[string, string]>, headers: string): string {
  const pingTo = destinations.map(
    ([kind, url]) => `^${pingPathPrefix}[a-z0-9/-]*/${kind}(?:\\?[^|]*)?\\|${literal(url)}$`,
  );
  const checks =
    ids.length === 0
      ? ''
      : `    if ($request_uri !~ "^${pingPathPrefix}(?:${ids.join('|')})(?:\\?|$)") {
        return 404;
    }
    if ($http_content_type !~* "^text/ping\\s*(?:;|$)") {
        return 403;
    }
${fromSite}${
  destinations.length === 0
    ? ''
    : `    set $ping_to "$request_uri|$http_ping_to";
    if ($ping_to !~ "${pingTo.join('|')}") {
        return 403;
    }
`
}    return 204;
`;
  return `location ^~ ${prefix} {
    client_max_body_size ${pingBodyLimitBytes};
${headers}
${checks}    return 404;
}`;
}

/**
 * A followed call to action: 404 for an unknown id (matched as sent: $request_uri, as the Node
 * server reads it; ids are [a-z0-9/-] only, ping-table.ts); 403 unless it is a browser's own ping
 * for that button (Content-Type text/ping, the button's destination in Ping-To, from the site);
 * else 204. Each member's ids have a location of their own, with the member's destinations: one
 * pattern for a thousand members would pass PCRE's limits.
 */
export function nginxPingLocation(rules: HeaderRules, headers: string): string {
  const ids = Object.keys(rules.callsToAction ?? {});
  const idsOf = new Map<string | null, string[]>();
  for (const id of ids) {
    const { member } = splitCallToActionId(id);
    idsOf.set(member, [...(idsOf.get(member) ?? []), id]);
  }
  const operator = Object.entries(rules.pingDestinations ?? {});
  const locations = [pingLocation(pingPathPrefix, idsOf.get(null) ?? [], operator, headers)];
  for (const [slug, destinations] of Object.entries(rules.memberPingDestinations ?? {}))
    locations.push(
      pingLocation(`${pingPathPrefix}${slug}/`, idsOf.get(slug) ?? [], Object.entries(destinations), headers),
    );
  return locations.join('\n\n');
}

/** The beacon's format as one pattern: page, kind, then the figures in their order (bounds aside). */
function beaconPattern(): string {
  const figure = (decimals: number) => `(?:0|[1-9][0-9]{0,5})${decimals > 0 ? `(?:\\.[0-9]{1,${decimals}})?` : ''}`;
  const figures = metricNames.map((name) => `(?:&${name}=${figure(metricLimits[name].decimals)})?`).join('');
  const member = `(?:&m=${memberSlugPattern.source.replace(/^\^|\$$/g, '')})?`;
  return `^p=(?:${routes.map((route) => route.id).join('|')})&k=(?:${viewKinds.join('|')})${member}(?=&)${figures}$`;
}

/** A page view's field speed: 400 unless a well-formed beacon, 403 unless from the site, else 204. */
export function nginxFieldSpeedLocation(headers: string): string {
  return `location = ${fieldSpeedPath} {
    client_max_body_size ${pingBodyLimitBytes};
${headers}
    if ($args !~ "${beaconPattern()}") {
        return 400;
    }
${fromSite}    return 204;
}`;
}
