import type { MemberProfile } from '../../contracts/members';
import { memberPhotoPx, memberPhotoSlot } from '../../contracts/members';
import { memberCard } from '../content/member';
import { pictureFormats, srcsetOf, variantPath } from '../images/manifest';
import { initials } from '../toast/SocialProofToast';


/** The member's square photo (AVIF, then WebP, every width the build made), or their initials without one. */
function MemberPhoto({ member }: { member: MemberProfile }) {
  if (!member.photo) {
    return (
      <span className="member-card-initials" aria-hidden="true">
        {initials(member.name)}
      </span>
    );
  }
  const slot = memberPhotoSlot(member.slug);
  const { hash, widths } = member.photo;
  // For a browser without <picture>: the first width that fills the box on a 2x screen.
  const fallback = widths.find((width) => width >= 2 * memberPhotoPx) ?? widths[widths.length - 1]!;
  return (
    <picture>
      {pictureFormats.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={srcsetOf(slot, member.photo!, format)}
          sizes={`${memberPhotoPx}px`}
        />
      ))}
      {/* The name stands beside it: the photo says nothing more to a screen reader. */}
      <img
        className="member-card-photo"
        src={variantPath(slot, fallback, hash, 'webp')}
        alt=""
        width={memberPhotoPx}
        height={memberPhotoPx}
        decoding="async"
      />
    </picture>
  );
}

/**
 * "Seu contato: Maria Souza", with the member's photo: near the top of a member's pages, so the
 * visitor knows whom the page's calls to action lead to. Not a control, and not in the floating layer.
 * Rendered to markup at build time only (member-page.tsx); the pages place that markup as it is.
 */
export function MemberCard({ member }: { member: MemberProfile }) {
  return (
    <p className="member-card">
      <MemberPhoto member={member} />
      <span>
        <span className="member-card-label">{memberCard.label}</span>{' '}
        <strong className="member-card-name">{member.name}</strong>
      </span>
    </p>
  );
}
