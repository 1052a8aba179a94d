import { useEffect, useRef, useState } from 'react';
import { browserClock, type Clock, type RandomSource } from '../clock/clock';
import { useSiteConfig } from '../ui/SiteConfigContext';
import { socialProof, toastEntries, type ToastEntry } from '../content/social-proof';
import { ExternalLink } from '../ui/ExternalLink';
import { CloseButton } from '../ui/CloseButton';
import { msSincePageEntered } from '../router/history';
import { playNotificationSound } from './notification-sound';
import { createToastSchedule, type ToastSchedule, type ToastState } from './schedule';
import styles from './SocialProofToast.module.css';
import { floatingPartThatMoves } from '../ui/floating-part';

interface SocialProofToastProps {
  clock?: Clock;
  random?: RandomSource;
  entries?: readonly ToastEntry[];
  playSound?: (src: string, volume: number) => void;
  /** How long the page has been shown when the toast mounts (the first delay counts from page load). */
  pageShownForMs?: () => number;
}

/** A person's initials, first and last name ("Maria da Silva" → "MS"), for an avatar without a photo. */
export function initials(name: string): string {
  const parts = name.split(' ').filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1]![0] : '')).toUpperCase();
}

/**
 * "Acabou de se cadastrar!": a sample sign-up, on the spec's schedule, with a chime. The live
 * region is always in the page (empty while hidden) so screen readers announce each toast politely
 * without moving focus.
 */
export function SocialProofToast({
  clock = browserClock,
  random = Math.random,
  entries = toastEntries,
  playSound = playNotificationSound,
  pageShownForMs = msSincePageEntered,
}: SocialProofToastProps) {
  const { registerHref } = useSiteConfig();
  const [state, setState] = useState<ToastState<ToastEntry>>({ phase: 'hidden', entry: null });
  const schedule = useRef<ToastSchedule | null>(null);

  useEffect(() => {
    const toastSchedule = createToastSchedule({
      clock,
      random,
      entries,
      onChange: (next) => {
        setState(next);
        if (next.phase === 'visible') playSound(socialProof.soundSrc, socialProof.soundVolume);
      },
    });
    schedule.current = toastSchedule;
    // The spec's 15–25 s count from page load, not from hydration (which a slow phone may finish
    // seconds later): the time the page has already been shown comes off the first delay.
    toastSchedule.start(pageShownForMs());
    return () => toastSchedule.stop();
  }, [clock, random, entries, playSound, pageShownForMs]);

  const { entry, phase } = state;
  return (
    // The region is the floating part: it moves up, clear of the page's controls, and takes the
    // toast with it (the toast's own transform is its entrance and exit).
    <div className={styles.region} role="status" aria-live="polite" {...floatingPartThatMoves}>
      {entry && (
        <div className={styles.toast} data-phase={phase}>
          <span className={styles.avatar} aria-hidden="true">
            {initials(entry.name)}
          </span>
          <div className={styles.body}>
            <p className={styles.who}>
              <strong>{entry.name}</strong> <span className={styles.where}>de {entry.location}</span>
            </p>
            <p className={styles.headline}>{socialProof.headline}</p>
            <p className={styles.meta}>
              <span>{entry.timeLabel}</span>
              <span aria-hidden="true"> · </span>
              <ExternalLink href={registerHref} callToAction="toast/cadastro" className={styles.cta}>
                {socialProof.cta}
              </ExternalLink>
            </p>
          </div>
          <CloseButton
            label={socialProof.closeLabel}
            className={styles.close}
            iconSize={16}
            onClick={() => schedule.current?.close()}
          />
        </div>
      )}
    </div>
  );
}
