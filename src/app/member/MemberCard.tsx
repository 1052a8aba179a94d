import type { MemberProfile } from '../../contracts/members';
import { memberPhotoSlot } from '../../contracts/members';
import { memberCard } from '../content/member';
import { pictureFormats, srcsetOf, variantPath } from '../images/manifest';
import { initials } from '../ui/initials';
import styles from './MemberCard.module.css';

/** The photo's side in CSS pixels (MemberCard.module.css draws it so): the `sizes` the browser picks a file by. */
export const memberPhotoPx = 48;

/** The member's square photo (AVIF, then WebP, every width the build made), or their initials without one. */
function MemberPhoto({ member }: { member: MemberProfile }) {
  if (!member.photo) {
    return (
      <span className={styles.initials} aria-hidden="true">
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
        className={styles.photo}
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
 */
export function MemberCard({ member, className }: { member: MemberProfile; className?: string }) {
  return (
    <p className={className ? `${styles.card} ${className}` : styles.card}>
      <MemberPhoto member={member} />
      <span>
        <span className={styles.label}>{memberCard.label}</span> <strong className={styles.name}>{member.name}</strong>
      </span>
    </p>
  );
}
