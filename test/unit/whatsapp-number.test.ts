// WHATSAPP_NUMBER as people write it, and never to the wrong country. The area codes are checked
// against Anatel's list of Brazil's 67 DDDs (Plano Geral de Códigos Nacionais), written out here
// by state, independently of the code's table.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { brazilAreaCodes, isBrazilAreaCode } from '../../src/settings/brazil-area-codes';
import { ConfigError } from '../../src/settings/errors';
import { parseWhatsappNumber } from '../../src/settings/whatsapp-number';
import { useLanguage } from '../../src/messages/language';

useLanguage('en');

const anatel: Record<string, string> = {
  SP: '11 12 13 14 15 16 17 18 19', RJ: '21 22 24', ES: '27 28', MG: '31 32 33 34 35 37 38',
  PR: '41 42 43 44 45 46', SC: '47 48 49', RS: '51 53 54 55', DF: '61', GO: '62 64', TO: '63',
  MT: '65 66', MS: '67', AC: '68', RO: '69', BA: '71 73 74 75 77', SE: '79', PE: '81 87', AL: '82',
  PB: '83', RN: '84', CE: '85 88', PI: '86 89', PA: '91 93 94', AM: '92 97', RR: '95', AP: '96', MA: '98 99',
};

test("the area codes are Anatel's 67 DDDs, each with its state, and no other two digits", () => {
  const expected = Object.entries(anatel).flatMap(([state, codes]) => codes.split(' ').map((code) => [code, state] as const));
  assert.is(expected.length, 67);
  assert.equal(Object.entries(brazilAreaCodes).sort(), expected.sort());
  for (let code = 10; code <= 99; code++) {
    assert.is(isBrazilAreaCode(String(code)), expected.some(([known]) => known === String(code)), String(code));
  }
});

const accepted: Array<[string, string, 'mobile' | 'landline' | 'foreign']> = [
  ['+55 (51) 98765-4321', '5551987654321', 'mobile'],
  ['55 51 98765-4321', '5551987654321', 'mobile'],
  ['5551987654321', '5551987654321', 'mobile'],
  ['+55.11.91234.5678', '5511912345678', 'mobile'],
  ['+55 (11) 3456-7890', '551134567890', 'landline'],
  ['+55 99 99876-5432', '5599998765432', 'mobile'],
  ['+351 912 345 678', '351912345678', 'foreign'],
  ['+1 (212) 555-0123', '12125550123', 'foreign'],
  ['+49 30 12345678', '493012345678', 'foreign'],
  ['+1 242 3456', '12423456', 'foreign'],
  // Copied from WhatsApp's contact card (invisible direction marks around it) or a word processor.
  ['\u202a+55 11 98765-4321\u202c', '5511987654321', 'mobile'],
  ['\u200e+55 11 98765\u20114321', '5511987654321', 'mobile'],
  ['+55 11 98765\u20134321', '5511987654321', 'mobile'],
  ['+55 11 98765\u20144321', '5511987654321', 'mobile'],
  ['+55\u00a011\u00a098765-4321\ufeff', '5511987654321', 'mobile'],
];
for (const [written, digits, kind] of accepted) {
  test(`accepted as written: ${written} → ${digits} (${kind})`, () => {
    const number = parseWhatsappNumber(written);
    assert.equal([number.digits, number.kind], [digits, kind]);
    assert.is(number.warnings.length, kind === 'mobile' ? 0 : 1);
  });
}

test('a landline warns that it needs WhatsApp Business; a number outside Brazil says so', () => {
  assert.equal(parseWhatsappNumber('+55 11 3456-7890').warnings, ['Warning: WHATSAPP_NUMBER 551134567890 is a landline. It works only if that number has WhatsApp Business; otherwise use your mobile.']);
  assert.equal(parseWhatsappNumber('+351 912 345 678').warnings, ['Warning: WHATSAPP_NUMBER 351912345678 does not start with 55: it is a number outside Brazil.']);
  assert.match(parseWhatsappNumber('+51 98765-4321').warnings[0]!, /written with \+ and goes to another country, but it looks like a Brazilian number without 55\. If it is Brazilian, write 5551987654321\./);
});

test('a mobile number nobody has (digits all alike) is accepted with a warning to check it', () => {
  assert.equal(parseWhatsappNumber('+55 (11) 99999-9999').warnings, [
    'Warning: WHATSAPP_NUMBER 5511999999999 looks like an example number (digits all alike). Check that it really is your mobile: visitors will message it.',
  ]);
  assert.is(parseWhatsappNumber('+55 21 90000-0000').warnings.length, 1);
  assert.equal(parseWhatsappNumber('+55 51 98765-4321').warnings, [], 'a real-looking number: no warning');
  assert.equal(parseWhatsappNumber('+55 51 99999-9998').warnings, []);
});

const refused: Array<[string, RegExp]> = [
  ['51987654321', /^WHATSAPP_NUMBER "51987654321" looks like a Brazilian number without its country code \(55\): .* Did you mean 5551987654321\? Write WHATSAPP_NUMBER=5551987654321\.$/],
  ['51 98765-4321', /Did you mean 5551987654321\?/],
  ['(51) 98765-4321', /Did you mean 5551987654321\?/],
  ['(051) 98765-4321', /Did you mean 5551987654321\?/],
  ['11 3456-7890', /Did you mean 551134567890\?/],
  ['98765-4321', /looks like a number without its area code \(DDD\) and country code/],
  ['+55 20 98765-4321', /after 55 \(Brazil\) comes the area code \(DDD\), and 20 is not a Brazilian DDD/],
  ['+55 23 98765-4321', /23 is not a Brazilian DDD/],
  ['+55 51 8765-43210', /after 55 and the DDD come 9 digits .* not 9/],
  ['+55 51 987654', /not 6/],
  ['+55 51 8765-4321', /Brazilian mobile numbers have 9 digits after the DDD, starting with 9\. Did you mean 5551987654321\?/],
  ['+55 51 98765-43210', /not 10/],
  ['+1 234 567', /has 7 digits: an international number has 8 to 15/],
  ['+1234567890123456', /has 16 digits/],
  ['55 51 98765-4321 ramal 2', /must be a phone number with the country code first/],
  ['+55+51987654321', /must be a phone number/],
  // Dialled as a long-distance call inside Brazil: the trunk 0 and a carrier code (21 Embratel, 41 TIM) before the DDD.
  ['0 21 51 98765-4321', /^WHATSAPP_NUMBER "0 21 51 98765-4321" has the 0 and a carrier code \(21\) before the DDD.* Did you mean 5551987654321\? Write WHATSAPP_NUMBER=5551987654321\.$/],
  ['021 51 98765-4321', /carrier code \(21\).* Did you mean 5551987654321\?/],
  ['(041) (11) 3456-7890', /carrier code \(41\).* Did you mean 551134567890\?/],
  // A leading 0 that is no carrier code: said as what it is, not as a length the number has.
  ['0800 123 4567', /^WHATSAPP_NUMBER "0800 123 4567" starts with 0, and no country code does/],
  ['00 55 51 98765-4321', /starts with 0, and no country code does/],
  ['0 21 51 98765-432', /starts with 0, and no country code does/],
];
for (const [written, message] of refused) {
  test(`refused, naming the setting and what to write: ${written}`, () => {
    assert.throws(() => parseWhatsappNumber(written), (error: unknown) => error instanceof ConfigError && error.setting === 'WHATSAPP_NUMBER' && message.test(error.message));
  });
}

test('Portuguese by default: the suggestion reads as an operator would write it', () => {
  useLanguage('pt-BR');
  try {
    assert.throws(() => parseWhatsappNumber('51987654321'), /^WHATSAPP_NUMBER "51987654321" parece um número brasileiro sem o código do país \(55\).* Você quis dizer 5551987654321\?/);
    assert.throws(() => parseWhatsappNumber('0 21 51 98765-4321'), (error: unknown) => error instanceof ConfigError && /código da operadora \(21\).* Você quis dizer 5551987654321\?/.test(error.message) && !/dígitos/.test(error.message));
  } finally {
    useLanguage('en');
  }
});

test.run();
