import type { PictureSlotName } from './image-slots';

/** A content picture: its slot (the source in static/images/ and its variants) and its text alternative. */
export interface SlotImage {
  slot: PictureSlotName;
  alt: string;
}
