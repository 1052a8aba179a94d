import { useEffect, useRef, useState } from 'react';
import { hero } from '../../content/hero';
import { PlayIcon } from '../../ui/icons';
import styles from './HeroVideo.module.css';

/**
 * The hero video: native controls, poster, inline playback on phones. A click on the picture
 * toggles play/pause through the browser's own controls behaviour, so there is deliberately no
 * click handler on <video> (Chromium already toggles on click; a second toggle would undo it).
 * While it is not playing, a play button sits over the poster.
 */
export function HeroVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const update = () => setPlaying(!video.paused && !video.ended);
    const events = ['play', 'playing', 'pause', 'ended'] as const;
    for (const event of events) video.addEventListener(event, update);
    update();
    return () => {
      for (const event of events) video.removeEventListener(event, update);
    };
  }, []);

  const play = () => {
    videoRef.current?.play().catch(() => {
      // Playback refused (data saver, codec): the native controls stay available.
    });
  };

  const { video } = hero;
  return (
    <figure className={styles.frame}>
      <video
        ref={videoRef}
        className={styles.video}
        src={video.src}
        poster={video.poster.src}
        width={video.poster.width}
        height={video.poster.height}
        controls
        playsInline
        muted
        preload="none"
        aria-label={video.label}
      />
      {!playing && (
        <button type="button" className={styles.play} onClick={play} aria-label={video.playLabel}>
          <span className={styles.playCircle}>
            <PlayIcon size={30} />
          </span>
        </button>
      )}
    </figure>
  );
}
