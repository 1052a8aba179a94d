import { imageManifest } from 'site:images';
import { brand } from '../content/brand';
import styles from './Logo.module.css';

/**
 * The brand mark, from static/images/logo.svg (or a raster logo): an image file, so the operator
 * replaces it without touching code. `alt` per WCAG: empty where the brand name stands beside it
 * (header, footer), the name where the mark stands alone (/bio).
 */
export function Logo({
  className,
  size,
  standsAlone = false,
}: {
  className?: string;
  size: number;
  standsAlone?: boolean;
}) {
  const { src, srcset } = imageManifest.logo;
  return (
    <img
      className={className ? `${styles.logo} ${className}` : styles.logo}
      src={src}
      srcSet={srcset}
      sizes={srcset ? `${size}px` : undefined}
      alt={standsAlone ? brand.name : ''}
      width={size}
      height={size}
    />
  );
}
