// WHATSAPP_NUMBER read as a person writes it ("+55 (51) 98765-4321", "51 98765-4321") and never
// sent to the wrong country: a Brazilian number written without its country code (DDD first)
// would make wa.me open a chat in another country (51 is Peru), so it stops with the number to
// write instead. With 55 first, the rest must be a real DDD (brazil-area-codes.ts) and a mobile or
// landline length; other countries are plain E.164, 8 to 15 digits. A number dialled as inside Brazil
// (a trunk 0, a carrier code) is refused with the number to write.
import { messages } from '../messages/catalogue';
import { isBrazilAreaCode } from './brazil-area-codes';
import { ConfigError } from './errors';
import { limitOf, settingName } from './setting-table';

const name = settingName.WHATSAPP_NUMBER;
/** Spaces, hyphens and the dashes a word processor writes for them, dots, parentheses. */
const separators = /[\s\-.()\u2010-\u2015\u2212]/g;
/** Marks a number copied from WhatsApp or a phone's contacts carries and nobody sees (text direction, zero width). */
const invisibleMarks = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

export interface WhatsappNumber {
  /** Digits only, country code first: what wa.me takes. */
  digits: string;
  kind: 'mobile' | 'landline' | 'foreign';
  /** For the operator, repeated in the build's verdict. */
  warnings: string[];
}

type Subscriber = 'mobile' | 'landline' | 'mobile-without-9' | null;

/** A Brazilian subscriber number (after the DDD): mobile 9 digits from 9, landline 8 digits from 2 to 5. */
function subscriberKind(digits: string): Subscriber {
  if (/^9[0-9]{8}$/.test(digits)) return 'mobile';
  if (/^[2-5][0-9]{7}$/.test(digits)) return 'landline';
  if (/^[6-9][0-9]{7}$/.test(digits)) return 'mobile-without-9';
  return null;
}

/** A mobile number nobody has: the 8 digits after the 9 all alike (9999-9999, 0000-0000). */
const looksMadeUp = (subscriber: string) => /^9(\d)\1{7}$/.test(subscriber);

/** A DDD and a subscriber number, 10 or 11 digits: how a Brazilian writes a number at home. */
const looksBrazilianWithoutCountry = (digits: string) =>
  (digits.length === 10 || digits.length === 11) &&
  isBrazilAreaCode(digits.slice(0, 2)) &&
  (subscriberKind(digits.slice(2)) === 'mobile' || subscriberKind(digits.slice(2)) === 'landline');

const stop = (message: string): never => {
  throw new ConfigError(message, name);
};

function brazilian(digits: string, written: string): WhatsappNumber {
  const text = messages().leads;
  const areaCode = digits.slice(2, 4);
  const subscriber = digits.slice(4);
  if (!isBrazilAreaCode(areaCode)) stop(text.notAreaCode(areaCode, written));
  const kind = subscriberKind(subscriber);
  if (kind === 'mobile-without-9') stop(text.missingNine(written, `55${areaCode}9${subscriber}`));
  if (kind === null) stop(text.brazilLength(written, subscriber.length));
  if (kind === 'landline') return { digits, kind, warnings: [text.landline(digits)] };
  return { digits, kind: 'mobile', warnings: looksMadeUp(subscriber) ? [text.madeUp(digits)] : [] };
}

export function parseWhatsappNumber(value: string): WhatsappNumber {
  const text = messages().leads;
  const written = JSON.stringify(value);
  const trimmed = value.replace(invisibleMarks, '').trim();
  const withPlus = trimmed.startsWith('+');
  const digits = (withPlus ? trimmed.slice(1) : trimmed).replace(separators, '');
  if (!/^[0-9]+$/.test(digits)) stop(text.numberCharacters(written));
  // A trunk 0 before the DDD, as numbers are dialled inside Brazil: "(051) 98765-4321".
  const national = !withPlus && digits.startsWith('0') ? digits.replace(/^0+/, '') : digits;
  if (!withPlus && looksBrazilianWithoutCountry(national)) stop(text.missingCountryCode(written, `55${national}`));
  // A carrier code after it, as long-distance calls are dialled: "0 21 51 98765-4321", "021 51 98765-4321"
  // (not 00 55, the international prefix: that one starts with 0 as written).
  const carrier = national !== digits && !national.startsWith('55') && looksBrazilianWithoutCountry(national.slice(2));
  if (!withPlus && carrier)
    stop(text.carrierCode(written, national.slice(0, 2), `55${national.slice(2)}`));
  if (!withPlus && (subscriberKind(national) === 'mobile' || subscriberKind(national) === 'landline'))
    stop(text.missingAreaCode(written));
  // 55 is Brazil's alone: whatever follows it must be a Brazilian number.
  if (digits.startsWith('55')) return brazilian(digits, written);
  if (digits.startsWith('0')) stop(text.startsWithZero(written));
  if (digits.length < limitOf(name, 'min') || digits.length > limitOf(name, 'max'))
    stop(text.e164Length(written, digits.length));
  const warning = looksBrazilianWithoutCountry(digits)
    ? text.foreignLooksBrazilian(digits, `55${digits}`)
    : text.foreign(digits);
  return { digits, kind: 'foreign', warnings: [warning] };
}
