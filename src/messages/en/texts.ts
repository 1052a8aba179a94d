// Messages about the operator's texts (site/texts.env).
import type { texts as portuguese } from '../pt-BR/texts';

export const texts: typeof portuguese = {
  read: (file, names) => `Texts read from ${file}: ${names}.`,
  tooLong: (name, max, got) =>
    `${name} has ${got} characters (an emoji counts as one); at most ${max}. Shorten the text.`,
  notAText: (name, known) => `${name} is not one of the texts you may change. The texts are: ${known.join(', ')}.`,
  didYouMean: (name, nearest, known) =>
    `${name} is not one of the texts; did you mean ${nearest}? Correct the name (the texts are: ${known.join(', ')}).`,
  settingNotText: (name) =>
    `${name} is a setting, not a text: it goes in site/site.env, not in site/texts.env. Move the line there.`,
  markup: (name, found) =>
    `${name} has HTML in it (${found}), and the site shows a text exactly as written: visitors would see ${found}. ` +
      `Write the text alone, without markup (for &, write & itself).`,
  unreadable: (file, error) =>
    `The texts file ${file} cannot be read (${error}). Check that it is a file readable by this user (chmod 644 ` +
      `${file}).`,
};
