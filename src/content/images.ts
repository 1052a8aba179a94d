/** An image with the intrinsic size it is served at, so the page reserves its box before it loads. */
export interface SizedImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}
