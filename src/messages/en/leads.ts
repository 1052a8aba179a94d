// Messages about the two places every visitor is sent: the WhatsApp chat and the registration
// page with the sponsor code.
import type { leads as portuguese } from '../pt-BR/leads';

const example = '+55 11 91234-5678';

export const leads: typeof portuguese = {
  numberCharacters: (got) =>
    `WHATSAPP_NUMBER must be a phone number with the country code first (e.g. ${example}); spaces, dashes, dots, ` +
      `parentheses and a leading + may stay (got ${got}).`,
  missingCountryCode: (got, suggestion) =>
    `WHATSAPP_NUMBER ${got} looks like a Brazilian number without its country code (55): as it is, WhatsApp takes it ` +
      `to another country. Did you mean ${suggestion}? Write WHATSAPP_NUMBER=${suggestion}.`,
  missingAreaCode: (got) =>
    `WHATSAPP_NUMBER ${got} looks like a number without its area code (DDD) and country code. Write 55, the DDD and ` +
      `the number, e.g. ${example}.`,
  notAreaCode: (areaCode, got) =>
    `WHATSAPP_NUMBER ${got}: after 55 (Brazil) comes the area code (DDD), and ${areaCode} is not a Brazilian DDD. ` +
      `Check the number (e.g. ${example}).`,
  brazilLength: (got, subscriber) =>
    `WHATSAPP_NUMBER ${got}: after 55 and the DDD come 9 digits (a mobile, starting with 9) or 8 (a landline, ` +
      `starting with 2 to 5), not ${subscriber}. Check the number (e.g. ${example}).`,
  missingNine: (got, suggestion) =>
    `WHATSAPP_NUMBER ${got}: Brazilian mobile numbers have 9 digits after the DDD, starting with 9. Did you mean ` +
      `${suggestion}?`,
  carrierCode: (got, carrier, suggestion) =>
    `WHATSAPP_NUMBER ${got} has the 0 and a carrier code (${carrier}) before the DDD, as a long-distance call is ` +
      `dialled in Brazil: WhatsApp uses neither. Did you mean ${suggestion}? Write WHATSAPP_NUMBER=${suggestion}.`,
  startsWithZero: (got) =>
    `WHATSAPP_NUMBER ${got} starts with 0, and no country code does (a 0800 number gets no WhatsApp). Write the ` +
      `country code first, without the 0 (e.g. ${example}).`,
  e164Length: (got, digits) =>
    `WHATSAPP_NUMBER ${got} has ${digits} digits: an international number has 8 to 15, country code first (e.g. ` +
      `${example}).`,
  landline: (number) =>
    `Warning: WHATSAPP_NUMBER ${number} is a landline. It works only if that number has WhatsApp Business; otherwise ` +
      `use your mobile.`,
  madeUp: (number) =>
    `Warning: WHATSAPP_NUMBER ${number} looks like an example number (digits all alike). Check that it really is ` +
      `your mobile: visitors will message it.`,
  foreign: (number) => `Warning: WHATSAPP_NUMBER ${number} does not start with 55: it is a number outside Brazil.`,
  foreignLooksBrazilian: (number, suggestion) =>
    `Warning: WHATSAPP_NUMBER +${number} is written with + and goes to another country, but it looks like a ` +
      `Brazilian number without 55. If it is Brazilian, write ${suggestion}.`,

  notLive: (problems, file) =>
    `${problems.length === 1 ? 'one setting keeps' : `${problems.length} settings keep`} the site from going ` +
      `live with your details:\n  - ${problems.join('\n  - ')}\n` +
    `SPONSOR, REGISTER_URL and WHATSAPP_NUMBER go together: set all three in ${file} to your real ones (see README, ` +
      `Configurações), or remove all three to build the demo.`,
  missing: (name) => `${name} is not set.`,
  example: (where, value) => `${where} is still the example value ${value}.`,
  demo: (where, value) => `${where} is the demo value ${value}.`,
  reservedHost: (where, host) => `${where} uses ${host}, a domain reserved for examples, which does not exist.`,
  ipAddressHost: (where, host) =>
    `${where} uses the IP address ${host}: visitors cannot reach it (or reach it without the page's name). Use the ` +
      `named address of your registration page, e.g. https://escritorio.ozonteck.com.br/cadastro.`,
  localHost: (where, host) =>
    `${where} uses ${host}, a name without a dot: a computer's name, not an internet address. Copy the ' +
      'whole address of your registration page from the browser's address bar.`,
  ownSite: (where, host) =>
    `${where} points at ${host}, this site itself, which has no registration page (only / and /bio). Use the address ` +
      `of your registration page at Ozonteck.`,
  sponsorInUrl: (where, parameter) =>
    `${where} already carries ${parameter}, but the sponsor code comes from SPONSOR, which would replace it. Take ` +
      `${parameter} out of the address and put your code in SPONSOR.`,
};
