import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../browser-state/hydrated';
import { hero } from '../../content/hero';
import { Picture } from '../../images/Picture';
import { PlayIcon } from '../../ui/icons';
import styles from './HeroVideo.module.css';

/**
 * The hero video, as the spec has it: a video with a poster, its native controls shown, a click
 * toggling play and pause, and a play mark over the poster while it is not playing. Everything
 * works from the first paint, with no script: the native controls play it in place (before
 * hydration a click on the picture reaches the <video>, which the browser toggles itself). Nothing
 * on the page leads to the video file itself, so no tap can leave the site for a bare player.
 *
 * Once hydrated, a transparent surface over the picture (not over the control bar) takes the click
 * and toggles play/pause exactly once in every browser: the click never reaches the <video>, which
 * some Chromium builds toggle by themselves and others do not. The play mark takes no click of its
 * own; it shows while the video is not playing (from hydration on, React follows the video's
 * events; before, a browser that knows `:playing` hides it by CSS).
 *
 * The poster is a responsive <picture> under the video (a `poster` attribute takes one URL, so a
 * phone would get the desktop file): the page preloads the variant that fits the screen, and the
 * video, with no frame and no poster yet, is transparent over it. After hydration the video's own
 * `poster` is set to the file the picture chose (already in the cache).
 */
export function HeroVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const posterRef = useRef<HTMLDivElement>(null);
  // As prerendered (paused, no click surface) until hydrated; then what the video says.
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = videoRef.current!;
    const chosen = posterRef.current?.querySelector('img')?.currentSrc;
    if (chosen) video.poster = chosen;
    // The visitor may have started it with the native controls before hydration.
    setPlaying(!video.paused);
  }, []);

  const toggle = () => {
    const video = videoRef.current!;
    if (!video.paused) return video.pause();
    video.play().catch(() => {
      // Playback refused (data saver, codec): the native controls are there to try again.
    });
  };

  const { video } = hero;
  return (
    <figure className={styles.frame}>
      <div ref={posterRef} className={styles.poster}>
        <Picture slot={video.posterSlot} alt="" className={styles.posterImage} eager />
      </div>
      {/* At its end a video pauses (and fires pause) before it fires ended. */}
      <video
        ref={videoRef}
        className={styles.video}
        src={video.src}
        controls
        playsInline
        muted
        preload="none"
        aria-label={video.label}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      {/* Mouse and touch only: keyboard users have the native controls. */}
      {hydrated && <div className={styles.clickSurface} onClick={toggle} aria-hidden="true" />}
      {!playing && (
        <span className={styles.play} aria-hidden="true">
          <span className={styles.playMark}>
            <span className={styles.playCircle}>
              <PlayIcon size={30} scalesWithText />
            </span>
          </span>
        </span>
      )}
    </figure>
  );
}
