// A picture of the operator's that the live build showed and this build does not find (deleted or
// moved out of site/images/): its slot quietly got the sample back. The build says so, naming the
// file, the sample that takes its place and what to do; the verdict repeats it.
import type { BuildInfo } from '../../contracts/site-format';
import { messages } from '../../messages/catalogue';
import type { GeneratedImages } from './generate';

/** One warning per slot whose own picture in the live build is a sample in this one, in slot order. */
export function gonePictureWarnings(live: BuildInfo | null, images: Pick<GeneratedImages, 'sources'>): string[] {
  const text = messages().pictures;
  return Object.entries(images.sources).flatMap(([slot, source]) => {
    const was = live?.ownPictures?.[slot];
    if (was === undefined || source.own) return [];
    const folder = was.slice(0, was.lastIndexOf('/'));
    return [text.gone(was, slot, folder, source.shownPath)];
  });
}
