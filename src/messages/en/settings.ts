// Messages about the settings (site/site.env and environment variables).
import type { settings as portuguese } from '../pt-BR/settings';

export const settings: typeof portuguese = {
  emptyValue: (name) => `${name} is set but empty. Give it a value, or remove the line to use the default.`,
  mustBe: (name, expected, got) => `${name} must be ${expected} (got ${got}).`,
  onOrOff: '"on" or "off"',
  unknownLanguage: (got) => `SITE_LANGUAGE must be pt-BR or en (got ${got}).`,
};
