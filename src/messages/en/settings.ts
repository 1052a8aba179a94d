// Messages about the settings (site/site.env and environment variables).
import type { settings as portuguese } from '../pt-BR/settings';

const list = (names: readonly string[]) => names.join(', ');

export const settings: typeof portuguese = {
  emptyValue: (name) => `${name} is set but empty. Give it a value, or remove the line to use the default.`,
  emptyLeadValue: (name) =>
    `${name} is set but empty. Write your value after the = (SPONSOR, REGISTER_URL and WHATSAPP_NUMBER have no ` +
      `default: the site sends visitors to you).`,
  mustBe: (name, expected, got) => `${name} must be ${expected} (got ${got}).`,
  onOrOff: '"on" or "off" (also sim/não, yes/no, true/false, 1/0)',
  unknownLanguage: (got) => `SITE_LANGUAGE must be pt-BR or en (got ${got}).`,

  characterCode: (name, code) => `${name} (code ${code})`,
  atLine: (file, line) => `${file}, line ${line}`,
  fromEnvironment: (name) => `${name} (set in the command's environment, not in the file)`,
  inEnvironment: (file) => `In the command's environment (not in ${file})`,

  notSettingLine: (line) =>
    `${line} is not a setting line. Each line must be NAME=value (e.g. SPONSOR=seu.codigo), a comment starting with ` +
      `#, or blank.`,
  spaceForEquals: (tab, written) =>
    `this line has ${tab ? 'a tab' : 'a space'} where the = belongs. Write it like this: ${written}`,
  controlCharacter: (character) =>
    `this line has an invisible control character, ${character}, which would reach the page. Delete it (it usually ` +
      `comes with text copied from another program): if need be, delete the line and type it again.`,
  quoteNotClosed: (quote) =>
    `the ${quote} quote is not closed on this line. Close it, or write the value without quotes.`,
  textAfterQuote: (quote) => `text after the closing ${quote} quote. Put the whole value inside the quotes.`,
  curlyQuoteNotClosed: (quote, name) =>
    `the curly quote ${quote} is not closed on this line. Close it, or use straight quotes: ${name}="…".`,
  textAfterCurlyQuote: (quote, name) =>
    `text after the closing curly quote ${quote}. Put the whole value inside straight quotes (curly ones inside ` +
      `stay in the value): ${name}="…".`,
  closedByCurlyQuote: (quote, curly, name) =>
    `the ${quote} quote opens straight and closes curly (${curly}, a curly quote from a word processor or a ` +
      `phone). Use the straight quote at both ends: ${name}="…".`,
  hashInValue: (name) =>
    `the value of ${name} has a # outside quotes. If the # belongs to the value, put the value in quotes ` +
      `(${name}="… ` +
      `# …"); if it is a comment, put it on a line of its own, starting with #.`,
  notUtf8: (file, line) =>
    `${file}, line ${line}: this line has characters that are not UTF-8 (the file was saved as "ANSI" or Latin-1, ` +
      `and an "á" would become "�"). Save the file as UTF-8 (in Notepad: Save as → Encoding: UTF-8) and run ` +
        `again.`,
  noSettingsFile: (file) =>
    `There is no ${file}: none of your settings were read. Create it (see README, Configurações) to put the site ` +
      `live with your details.`,
  utf16: (file) =>
    `${file} was saved as "Unicode" (UTF-16), so none of its lines can be read. Save the file as UTF-8 (in Notepad: ` +
      `Save as → Encoding: UTF-8) and run again.`,
  misnamedFile: (found, expected) =>
    `Found ${found}, but the file must be named ${expected}: the editor added ".txt" to the name, so it would not be ` +
      `read. Rename it to ${expected} (on Windows, turn on "File name extensions" in Explorer to see the .txt).`,
  locationVariable: (name) =>
    `${name} cannot be set in the settings file (it says where that file is). Set it in the command's environment ` +
      `instead.`,
  didYouMean: (name, nearest) => `${name} is not a setting; did you mean ${nearest}? Correct the name.`,
  notASetting: (name, known) => `${name} is not a setting. The settings are: ${list(known)}.`,
  givenTwice: (name, earlier) => `${name} is already set on line ${earlier}. Keep one of the two lines.`,
  misspelledInEnvironment: (name, nearest) =>
    `${name} is set in the environment but is not a setting; did you mean ${nearest}? Correct or unset it.`,

  buildOnlyProblem: (problem) => `${problem} The next build will refuse this; the live build keeps serving.`,
  siteDirMissing: (name, got, dir) =>
    `${name} must name an existing folder (got ${got}: ${dir} is not one). Create it, or unset ${name} to use site/ ` +
      `in the project folder.`,
  envFileMissing: (name, got, path) =>
    `${name} must name an existing settings file (got ${got}: ${path} does not exist).`,
  twoSettingsFiles: (old, current) =>
    `Two settings files: ${old} (the old place) and ${current}. Move what you still need from ${old} into ` +
      `${current}, then delete ${old}.`,
  oldPlace: (old, folder, current) =>
    `Notice: settings read from ${old}, their old place. Move the file into your site folder, where git and npm ` +
      `never touch it: mkdir -p ${folder} && mv ${old} ${current} (and remove EnvironmentFile= from the systemd ` +
      `unit if it names ${old}).`,
  cannotRead: (path, reason) =>
    `The settings file ${path} cannot be read (${reason}). Check that it is a file readable by this user (chmod 644 ` +
      `${path}).`,

  siteUrlForm: 'the public origin of the site, e.g. https://negociosozonteck.com.br (no path, query or #fragment)',
  sponsorForm: "1 to 64 unaccented letters, digits, '.', '_' or '-' (your sponsor code, e.g. seu.codigo)",
  registerUrlForm:
    'the absolute http(s) address of your registration page, e.g. https://seu-escritorio.exemplo.com.br/cadastro',
  withoutCredentials: (expected) => `${expected}, without user name or password`,
  withoutFragment: (expected) => `${expected}, without a #fragment`,
  withoutSpaces: (expected) => `${expected}, without spaces (copy the address from the browser's address bar)`,
  messageForm: (max, length) =>
    `a message of at most ${max} characters, an emoji counting as one (this one has ${length})`,
  demoDefaults: (names) =>
    `Warning: using demo values for ${list(names)}. Set them in site/site.env (see README, Configurações).`,
  unnamedSite: (url) =>
    `Warning: SITE_URL is ${url}, an address without a name (an IP address or a machine's name): canonical ` +
      `addresses, share previews and the sitemap point at it, and nobody outside reaches it. Fine for a test; for ` +
      `the live site use the public address (e.g. https://negociosozonteck.com.br).`,
  exampleSiteUrl: (url) =>
    `SITE_URL is still the README's example address (${url}), somebody else's site: the canonical URLs, the share ` +
      `previews and the sitemap would point there. Write your own site's address, or delete the line for the demo.`,
  registerPlainHttp: (url) =>
    `Warning: REGISTER_URL is ${url} (plain http): on the registration page a visitor's phone may show "not secure". ` +
      `Use your registration page's https:// address, if it has one.`,
  plainHttp: (url) =>
    `Warning: SITE_URL is ${url} (plain http): the canonical URLs, the share previews (og:url, og:image) and the ` +
      `sitemap point to it, so search engines and WhatsApp get http:// links. Use https:// once the site has a ` +
      `certificate.`,

  unknownTimeZone: (got, nearest) =>
    `TZ ${got} is not a time zone of the list (tz database): with it, Node would keep the access log in UTC ` +
      `without a word.${nearest.length > 0 ? ` Did you mean ${nearest[0]}?` : ''}` +
      `${nearest.length > 1 ? ` Other near names: ${list(nearest.slice(1))}.` : ''} Write the name as the list ` +
      `does, with its capitals and _ for spaces (Brasília's time is TZ=America/Sao_Paulo).`,
  timeZoneFallback: (problem, zone) => `${problem} Meanwhile, dates here are in Brasília's time (${zone}).`,
};
