// Messages about the team (site/equipe/): members' files, photos, what was published.
import type { team as ptBR } from '../pt-BR/team';

const list = (names: readonly string[]) => names.join(', ');

export const team: typeof ptBR = {
  operatorSetting: (name) =>
    `${name} is a setting of the whole site: it applies to everyone and belongs in site/site.env, not in a ` +
      `member's file. Delete the line here.`,
  didYouMean: (name, nearest, known) =>
    `${name} is not a member's setting; did you mean ${nearest}? Correct the name (the settings are: ${list(known)}).`,
  notASetting: (name, known) => `${name} is not a member's setting. The settings are: ${list(known)}.`,
  nameTooLong: (max, got) =>
    `NAME has ${got} characters; the most is ${max}. Write the name as visitors should read it (e.g. Maria Souza).`,
  missing: (names) =>
    `${list(names)} missing. Every member needs NAME, SPONSOR, REGISTER_URL and WHATSAPP_NUMBER (their code, ` +
      `registration link and WhatsApp, not yours).`,
  badSlug: (file, problem, suggestion) =>
    `${file}: the file's name becomes the member's address (/name), and ${
      problem === 'length'
        ? 'this one is longer than 40 characters'
        : problem === 'reserved'
          ? 'the site already uses this name for something else'
          : 'it may hold only unaccented lower-case letters, digits and hyphens (e.g. maria-souza.env)'
    }. ${suggestion ? `Rename it ${suggestion}.env.` : 'Choose another name for the file.'}`,
  unreadable: (file, reason) =>
    `${file} cannot be read (${reason}). Check that this user can read it (chmod 644 ${file}).`,
  photoWithoutFile: (photo, envFile) =>
    `${photo} is the photo of a member without a file: create ${envFile} (with NAME, SPONSOR, REGISTER_URL and ` +
      `WHATSAPP_NUMBER), or delete the photo.`,
  twoPhotos: (photos) => `${photos.join(' and ')}: two photos for the same member. Keep one.`,
  misnamed: (file, should) =>
    `${file}: the name ends in .txt (Notepad tends to add it) and the file is not read. Rename it ${should}.`,
  strayFile: (file) =>
    `${file} is neither a member's file (<name>.env) nor a photo (.jpg, .jpeg, .png, .webp, .avif): the build ` +
      `does not use it. Move it out of the folder if it is nothing.`,
  notPublished: (problem, kept) =>
    `MEMBER NOT UPDATED: ${problem} ${
      kept
        ? 'Their previous pages stay live; correct it and run the build again.'
        : 'They have no page yet; correct it and run the build again.'
    }`,
  removed: (slug) =>
    `/${slug} left the team: /${slug} and /${slug}/bio now send visitors to your home page (/), with the link's ` +
      `campaign.`,
  removedMany: (count, first) =>
    `${count} members left the team at once (${first.map((slug) => `/${slug}`).join(', ')}…): their pages now ` +
      `send visitors to your home page (/). If the folder site/equipe/ was moved by mistake, put it back and run ` +
      `the build: they go live again.`,
  published: (count, withProblems) =>
    `Team: ${count} member(s) live${withProblems > 0 ? `, ${withProblems} with a problem (see the end)` : ''}.`,
};
