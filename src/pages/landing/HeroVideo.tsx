import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { hero } from '../../content/hero';
import { Picture } from '../../images/Picture';
import { PlayIcon } from '../../ui/icons';
import styles from './HeroVideo.module.css';

/**
 * The hero video, as a facade until the visitor asks for it: the poster picture with a play
 * button over it, painted with the page. The play button is a link to the video file, so it works
 * from the first paint with no script: before hydration, or without JavaScript, the browser opens
 * the video in its own player. Once hydrated, it plays the video in place instead.
 *
 * The <video> has no native controls until then: Chromium builds them (their icons are SVG
 * documents of their own) in the first frames after the page's paint, a long frame on a phone,
 * and shows their loading spinner over the poster though nothing loads. From the first play on,
 * the controls are there, and a click on the picture toggles play/pause exactly once in every
 * browser: a transparent surface over the picture (not over the control bar) takes the click, so
 * it never reaches the <video>, which some Chromium builds toggle by themselves and others do not.
 * While it is not playing, the play button sits over the poster.
 *
 * The poster is a responsive <picture> under the video (a `poster` attribute takes one URL, so a
 * phone would get the desktop file): the page preloads the variant that fits the screen, and the
 * video, with no frame and no poster yet, is transparent over it. After hydration the video's own
 * `poster` is set to the file the picture chose (already in the cache).
 */
export function HeroVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const posterRef = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const chosen = posterRef.current?.querySelector('img')?.currentSrc;
    if (chosen) videoRef.current!.poster = chosen;
  }, []);

  // The native controls come on with the first play and stay (React never renders the attribute,
  // so it never takes it back); the video then takes the focus the play button had, as it leaves.
  const play = () => {
    const video = videoRef.current!;
    video.controls = true;
    video.focus();
    video.play().catch(() => {
      // Playback refused (data saver, codec): the native controls are there to try again.
    });
  };
  const playInPlace = (event: MouseEvent) => {
    event.preventDefault();
    play();
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
      {/* At its end a video pauses (and fires pause) before it fires ended. */}
      <video
        ref={videoRef}
        className={styles.video}
        src={video.src}
        playsInline
        muted
        preload="none"
        aria-label={video.label}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      {/* Shown only with the native controls (CSS). Mouse and touch only: keyboard users have the
          native controls and the play button. */}
      <div className={styles.clickSurface} onClick={toggle} aria-hidden="true" />
      {!playing && (
        <a href={video.src} className={styles.play} onClick={playInPlace} aria-label={video.playLabel}>
          <span className={styles.playMark}>
            <span className={styles.playCircle}>
              <PlayIcon size={30} scalesWithText />
            </span>
          </span>
        </a>
      )}
    </figure>
  );
}
