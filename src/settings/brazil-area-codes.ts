// Brazil's area codes (DDD, "Código Nacional"), as Anatel's Plano Geral de Códigos Nacionais
// assigns them: 67 codes, two digits each, with the state each serves. A WhatsApp number is
// checked against this list, so a number missing its country code (a DDD first) is caught.

export const brazilAreaCodes: Readonly<Record<string, string>> = {
  ...Object.fromEntries(['11', '12', '13', '14', '15', '16', '17', '18', '19'].map((code) => [code, 'SP'])),
  '21': 'RJ', '22': 'RJ', '24': 'RJ',
  '27': 'ES', '28': 'ES',
  ...Object.fromEntries(['31', '32', '33', '34', '35', '37', '38'].map((code) => [code, 'MG'])),
  ...Object.fromEntries(['41', '42', '43', '44', '45', '46'].map((code) => [code, 'PR'])),
  '47': 'SC', '48': 'SC', '49': 'SC',
  '51': 'RS', '53': 'RS', '54': 'RS', '55': 'RS',
  '61': 'DF', '62': 'GO', '64': 'GO', '63': 'TO', '65': 'MT', '66': 'MT', '67': 'MS', '68': 'AC', '69': 'RO',
  '71': 'BA', '73': 'BA', '74': 'BA', '75': 'BA', '77': 'BA', '79': 'SE',
  '81': 'PE', '87': 'PE', '82': 'AL', '83': 'PB', '84': 'RN', '85': 'CE', '88': 'CE', '86': 'PI', '89': 'PI',
  '91': 'PA', '93': 'PA', '94': 'PA', '92': 'AM', '97': 'AM', '95': 'RR', '96': 'AP', '98': 'MA', '99': 'MA',
};

export const isBrazilAreaCode = (code: string): boolean => Object.hasOwn(brazilAreaCodes, code);
