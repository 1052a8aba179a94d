// The calls to action as dist/ records them (HeaderRules.callsToAction): id → the URL path of the
// page the link is on. Checked here, once, so the server, the nginx snippet and the report can take
// every id as a safe, literal path segment.
import { callsToAction, type CallToActionPage } from '../../app/content/calls-to-action';
import { pathOf } from '../../contracts/routes';
import { memberCallToActionId, memberPagePath } from '../../contracts/members';

/** `<where>/<destination>`, each side lower-case letters, digits and '-': no escaping needed anywhere. */
const wellFormedId = /^[a-z0-9]+(?:-[a-z0-9]+)*\/(?:cadastro|whatsapp)$/;

export function pingTable(table: Record<string, CallToActionPage> = callsToAction): Record<string, string> {
  const paths: Record<string, string> = {};
  for (const [id, page] of Object.entries(table)) {
    if (!wellFormedId.test(id))
      throw new Error(
        `Call to action id "${id}" is not <where>/<cadastro|whatsapp> in lower-case letters, digits and '-' ` +
          `(src/app/content/calls-to-action.ts)`,
      );
    paths[id] = pathOf(page);
  }
  return paths;
}

/** A member's calls to action: each of the operator's ids under the member's slug → the member's page it is on. */
export function memberPingTable(
  slug: string,
  table: Record<string, CallToActionPage> = callsToAction,
): Record<string, string> {
  pingTable(table);
  return Object.fromEntries(
    Object.entries(table).map(([id, page]) => [memberCallToActionId(slug, id), memberPagePath(slug, page)]),
  );
}
