import type { MemberProfile } from '../../contracts/members';
import { memberDataId, scriptJsonText } from './member-data';

/** The member's profile as a data block in the page (member-data.ts); rendered on a member's pages only. */
export function MemberData({ member }: { member: MemberProfile }) {
  return (
    <script type="application/json" id={memberDataId} dangerouslySetInnerHTML={{ __html: scriptJsonText(member) }} />
  );
}
