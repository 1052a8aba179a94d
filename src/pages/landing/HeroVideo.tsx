import { useEffect, useRef, useState } from 'react';
import { hero } from '../../content/hero';
import { Picture } from '../../images/Picture';
import { PlayIcon } from '../../ui/icons';
import styles from './HeroVideo.module.css';

/**
 * The hero video: native controls, poster, inline playback on phones. A click on the picture
 * toggles play/pause exactly once in every browser: a transparent surface over the picture (not
 * over the native control bar) takes the click, so it never reaches the <video>. Some Chromium
 * builds toggle a <video controls> on click by themselves and others do not; a handler on the
 * video itself would toggle twice in the former and a bare video not at all in the latter.
 * While it is not playing, a play button sits over the poster.
 *
 * Both the surface and the play button need a script, so they are rendered only once hydrated:
 * before that (and without JavaScript) the native controls are all there is, and they work the
 * moment they are painted; nothing over the video takes a tap it cannot handle.
 *
 * The poster is a responsive <picture> under the video (a `poster` attribute takes one URL, so a
 * phone would get the desktop file): the page preloads the variant that fits the screen, and the
 * video, with no frame and no poster yet, is transparent over it. After hydration the video's own
 * `poster` is set to the file the picture chose (already in the cache), so the native element
 * has its poster too.
 */
export function HeroVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const posterRef = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  // False in the prerendered HTML and the first client render (they must match); true after.
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    const video = videoRef.current;
    if (!video) return;
    const update = () => setPlaying(!video.paused && !video.ended);
    const events = ['play', 'playing', 'pause', 'ended'] as const;
    for (const event of events) video.addEventListener(event, update);
    update();
    const chosen = posterRef.current?.querySelector('img')?.currentSrc;
    if (chosen) video.poster = chosen;
    return () => {
      for (const event of events) video.removeEventListener(event, update);
    };
  }, []);

  const play = () => {
    videoRef.current?.play().catch(() => {
      // Playback refused (data saver, codec): the native controls stay available.
    });
  };
  const toggle = () => {
    if (videoRef.current?.paused) play();
    else videoRef.current?.pause();
  };

  const { video } = hero;
  return (
    <figure className={styles.frame}>
      <div ref={posterRef} className={styles.poster}>
        <Picture slot={video.posterSlot} alt="" className={styles.posterImage} eager />
      </div>
      <video
        ref={videoRef}
        className={styles.video}
        src={video.src}
        controls
        playsInline
        muted
        preload="none"
        aria-label={video.label}
      />
      {/* Mouse and touch only: keyboard users have the native controls and the play button. */}
      {hydrated && <div className={styles.clickSurface} onClick={toggle} aria-hidden="true" />}
      {hydrated && !playing && (
        <button type="button" className={styles.play} onClick={play} aria-label={video.playLabel}>
          <span className={styles.playCircle}>
            <PlayIcon size={30} />
          </span>
        </button>
      )}
    </figure>
  );
}
