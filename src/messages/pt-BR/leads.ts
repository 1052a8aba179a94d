// Mensagens sobre os dois destinos de todo visitante: o número do WhatsApp e o cadastro com o
// seu código de patrocinador.

const example = '+55 11 91234-5678';

export const leads = {
  // WHATSAPP_NUMBER
  numberCharacters: (got: string) =>
    `WHATSAPP_NUMBER deve ser um número de telefone com o código do país primeiro (ex.: ${example}); espaços, ` +
      `traços, pontos, parênteses e um + no início podem ficar (recebido: ${got}).`,
  missingCountryCode: (got: string, suggestion: string) =>
    `WHATSAPP_NUMBER ${got} parece um número brasileiro sem o código do país (55): do jeito que está, o WhatsApp ` +
      `o ` +
      `leva para outro país. Você quis dizer ${suggestion}? Escreva WHATSAPP_NUMBER=${suggestion}.`,
  missingAreaCode: (got: string) =>
    `WHATSAPP_NUMBER ${got} parece um número sem DDD e sem o código do país. Escreva 55, o DDD e o número, ex.: ` +
      `${example}.`,
  notAreaCode: (areaCode: string, got: string) =>
    `WHATSAPP_NUMBER ${got}: depois do 55 (Brasil) vem o DDD, e ${areaCode} não é um DDD brasileiro. Confira o ` +
      `número (ex.: ${example}).`,
  brazilLength: (got: string, subscriber: number) =>
    `WHATSAPP_NUMBER ${got}: depois do 55 e do DDD vêm 9 dígitos (celular, começando com 9) ou 8 (fixo, ` +
      `começando ` +
      `com 2 a 5), não ${subscriber}. Confira o número (ex.: ${example}).`,
  missingNine: (got: string, suggestion: string) =>
    `WHATSAPP_NUMBER ${got}: celulares no Brasil têm 9 dígitos depois do DDD, começando com 9. Você quis dizer ` +
      `${suggestion}?`,
  carrierCode: (got: string, carrier: string, suggestion: string) =>
    `WHATSAPP_NUMBER ${got} traz o 0 e o código da operadora (${carrier}) antes do DDD, como se disca um ` +
      `interurbano: o WhatsApp não usa nenhum dos dois. Você quis dizer ${suggestion}? Escreva ` +
      `WHATSAPP_NUMBER=${suggestion}.`,
  startsWithZero: (got: string) =>
    `WHATSAPP_NUMBER ${got} começa com 0, e nenhum código de país começa com 0 (um 0800 não recebe WhatsApp). ` +
      `Escreva o código do país primeiro, sem 0 (ex.: ${example}).`,
  e164Length: (got: string, digits: number) =>
    `WHATSAPP_NUMBER ${got} tem ${digits} dígitos: um número internacional tem de 8 a 15, com o código do país ` +
      `primeiro (ex.: ${example}).`,
  landline: (number: string) =>
    `Atenção: WHATSAPP_NUMBER ${number} é um telefone fixo. Só funciona se esse número tiver WhatsApp Business; ` +
      `senão, use o seu celular.`,
  madeUp: (number: string) =>
    `Atenção: WHATSAPP_NUMBER ${number} parece um número de exemplo (dígitos todos iguais). Confira se é ` +
      `mesmo o seu ` +
      `celular: os visitantes vão mandar mensagem para ele.`,
  foreign: (number: string) => `Atenção: WHATSAPP_NUMBER ${number} não começa com 55: é um número de fora do ` +
    `Brasil.`,
  foreignLooksBrazilian: (number: string, suggestion: string) =>
    `Atenção: WHATSAPP_NUMBER +${number} foi escrito com + e vai para outro país, mas parece um número ` +
      `brasileiro ` +
      `sem o 55. Se é brasileiro, escreva ${suggestion}.`,

  // Site no ar = as três configurações reais.
  notLive: (problems: readonly string[], file: string) =>
    `${problems.length === 1 ? 'uma configuração impede' : `${problems.length} configurações impedem`} o site ` +
      `de ir ao ar com os seus dados:\n  - ${problems.join('\n  - ')}\n` +
    `SPONSOR, REGISTER_URL e WHATSAPP_NUMBER vão juntos: configure as três em ${file} com os seus dados reais ` +
      `(veja o README, Configurações), ou apague as três para gerar a demonstração.`,
  missing: (name: string) => `${name} não está definida.`,
  example: (where: string, value: string) => `${where} ainda é o valor de exemplo ${value}.`,
  demo: (where: string, value: string) => `${where} é o valor da demonstração ${value}.`,
  reservedHost: (where: string, host: string) =>
    `${where} usa ${host}, um domínio reservado para exemplos, que não existe.`,
  ipAddressHost: (where: string, host: string) =>
    `${where} usa o endereço IP ${host}: os visitantes não chegam a ele (ou chegam sem o nome da página). Use o ` +
      `endereço com nome da sua página de cadastro, ex.: https://escritorio.ozonteck.com.br/cadastro.`,
  localHost: (where: string, host: string) =>
    `${where} usa ${host}, um nome sem ponto: é o nome de um computador, não um endereço da internet. Copie o ` +
      `endereço completo da sua página de cadastro da barra do navegador.`,
  ownSite: (where: string, host: string) =>
    `${where} aponta para ${host}, este próprio site, que não tem página de cadastro (só / e /bio). Use o ` +
      `endereço ` +
      `da sua página de cadastro na Ozonteck.`,
  sponsorInUrl: (where: string, parameter: string) =>
    `${where} já traz ${parameter}, mas o código de patrocinador vem de SPONSOR, que o substituiria. Tire ` +
      `${parameter} do endereço e ponha o seu código em SPONSOR.`,
};
