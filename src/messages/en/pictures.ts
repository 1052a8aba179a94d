// Messages about the operator's pictures (site/images/) and the samples (static/images/).
import type { pictures as portuguese } from '../pt-BR/pictures';

export const pictures: typeof portuguese = {
  formats: (logo) => `${logo ? 'SVG, ' : ''}JPEG, PNG, WebP or AVIF`,
  place: (slot) =>
    ({
      'hero-poster': 'the hero video, until it plays (use its first frame)',
      logo: 'header, footer, /bio; the favicons and home-screen icons are made from it',
      'og-image': 'share preview (WhatsApp, Facebook, X…)',
      'og-image-square': 'small square share preview (WhatsApp)',
    })[slot] ??
    (/^earnings-(\d)$/.test(slot)
      ? `Monetize carousel, slide ${slot.slice(-1)} (alt text in src/app/content/earnings.ts)`
      : /^testimonial-(\d)$/.test(slot)
        ? `testimonial ${slot.slice(-1)} (the quote goes in the alt text, src/app/content/testimonials.ts)`
        : 'product card (alt text in src/app/content/products.ts)'),
  gone: (path, slot, folder, sample) =>
    `Warning: ${path} (slot "${slot}") is no longer in ${folder}/. The live build showed this picture of yours; ` +
      `in this build the sample ${sample} takes its place. If that was not on purpose, put the picture back as ` +
      `${path} and build again; if it was, there is nothing to do.`,
  fromCache: (files, ms) => `Pictures: all ${files} files from the cache (${ms} ms).`,
  encoded: (encoded, ms, files) => `Pictures: encoded ${encoded} files in ${ms} ms (${files} in all).`,
  cannotUse: (count, where, problems) =>
    `${count === 1 ? 'A picture' : `${count} pictures`} in ${where.join(' and ')} cannot be used:\n  - ` +
      `${problems.join('\n  - ')}`,
  folderInside: (path, folder) =>
    `${path}/ is a folder, and folders inside ${folder}/ are not read. Put the pictures directly in ${folder}/ (and ` +
      `delete the empty folder).`,
  heavyCrop: (path, slot, keptPercent, ratio) =>
    `Warning: ${path} (slot "${slot}") was cropped to ${ratio}, and only ${keptPercent}% of the picture shows on the ` +
      `site. Check that what matters stayed; if not, use a picture closer to ${ratio}.`,
  heic: (path, slot) =>
    `${path} (slot "${slot}") is a HEIC photo (the iPhone's format), whatever its name says, and the site cannot use ` +
      `it. Save it as JPEG (on a computer: open it and export as JPEG; on the iPhone: Settings → Camera → ` +
        `Formats ` +
      `→ Most Compatible) and run the build again.`,
  empty: (path, slot) =>
    `${path} (slot "${slot}") is empty (0 bytes): the copy did not finish. Copy the picture again and run the build ` +
      `again.`,
  didYouMean: (path, base, suggestion) =>
    `${path}: "${base}" is not a picture slot. Did you mean ${suggestion}? Rename the file.`,
  notASlot: (path, base, slots) => `${path}: "${base}" is not a picture slot. Slots: ${slots.join(', ')}.`,
  wrongExtension: (path, slot, accepted, extensions, got) =>
    `${path}: slot "${slot}" takes ${accepted} (${extensions.join(', ')}), not "${got || 'no extension'}".`,
  twoSources: (paths, slot) => `${paths.join(' and ')}: two sources for slot "${slot}". Keep one.`,
  samplesAdvice: (samples, site) =>
    `${samples}/ holds the samples: put your own picture in ${site}/, where git pull never touches it.`,
  noSource: (site, slot, accepted, shows, samples) =>
    `slot "${slot}" has no source. Add ${site}/${slot} as ${accepted} (${shows}), or restore the sample with git ` +
      `checkout ${samples}/.`,
  unreadable: (path, slot, accepted) =>
    `${path} (slot "${slot}") is not a readable image: expected ${accepted}. Open the file on your computer to check ` +
      `it, or save it again as JPEG.`,
  truncated: (path, slot) =>
    `${path} (slot "${slot}"): the file is cut short (the copy did not finish). Copy it again and rebuild.`,
  damaged: (path, slot, detail) =>
    `${path} (slot "${slot}"): the file is damaged and cannot be read to the end (${detail}). Copy it again, or save ` +
      `it again from the original picture.`,
  tooSmall: (path, slot, width, height, ratio, cropWidth, cropHeight, minWidth, minHeight) =>
    `${path} (slot "${slot}") is ${width}×${height} px: too small. Cropped to ${ratio} it is ` +
      `${cropWidth}×${cropHeight} px; the slot needs at least ${minWidth}×${minHeight} px.`,
  logoFormat: (path, format) => `${path} (slot "logo") holds ${format} data: its extension must match its format.`,
  logoTooSmall: (path, width, height, minWidth) =>
    `${path} (slot "logo") is ${width}×${height} px: too small. A raster logo needs at least ${minWidth} px on its ` +
      `longer side (or use an SVG).`,
};
