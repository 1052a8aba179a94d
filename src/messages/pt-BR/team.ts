// A equipe no relatório (npm run report): a tabela dos membros lado a lado e o relatório de um membro
// (--member); e o QR code de um membro (npm run qr -- --member).

/** Até quantos nomes uma mensagem lista. */
const listed = 10;
const someOf = (known: string[]) =>
  known.length > listed ? `${known.slice(0, listed).join(', ')} e mais ${known.length - listed}` : known.join(', ');

export const team = {
  title: 'Equipe: cada membro lado a lado, mais cliques de cadastro primeiro',
  member: 'Membro',
  registrations: 'Cliques cadastro',
  whatsapp: 'Cliques WhatsApp',
  clicksGroup: 'Cliques',
  registrationsShort: 'cadastro',
  whatsappShort: 'WhatsApp',
  total: 'Equipe (total)',
  removed: (slug: string) => `${slug} (não está mais no site)`,
  notes: [
    'Cada membro tem /nome e /nome/bio (site/equipe/nome.env). As visitas e os cliques do início e da bio ' +
      'acima são só das suas páginas; "Equipe (total)" soma os membros, e o site inteiro é a soma dos dois.',
    'O relatório completo de um membro (origens, campanhas, aparelhos, velocidade), para mandar a ele: npm ' +
      'run report -- --member nome --html relatorio-nome.html <arquivos de log>.',
  ],
  setAside: (count: string) =>
    `${count} cliques nas páginas da equipe não contados (falsos ou repetidos): o motivo está no relatório de ` +
      `cada membro.`,
  memberTitle: (name: string) => `Relatório de acessos de ${name}`,
  memberNeedsSlug:
    'Dê o nome do membro depois de --member: o nome do arquivo dele em site/equipe/, sem o .env (ex.: --member ' +
      'maria).',
  unknownMember: (got: string, nearest: string[], known: string[]) =>
    `${got} não é um membro da equipe: nem o site no ar (site/equipe/) nem os logs dados têm esse nome.` +
      (nearest.length > 0 ? ` Quis dizer: ${nearest.join(', ')}?` : '') +
      (known.length > 0 ? ` Membros: ${someOf(known)}.` : ' Nenhum membro no site no ar nem nos logs.'),
  memberHtmlWritten: (name: string, file: string) =>
    `Relatório de ${name} gravado em ${file}: envie esse arquivo a ele ou ela (abre no navegador, mesmo sem ` +
      `internet; tem só os números das páginas de ${name}).`,
  qrUsage: `  npm run qr -- --member <nome> [campanha]   ex.: npm run qr -- --member maria feira-sabado
  Grava o QR code do /nome/bio de um membro da equipe (com ?c=<campanha> quando dada) em site/qr/equipe/nome/.`,
  qrUnknownMember: (got: string, nearest: string[], known: string[]) =>
    `${got} não é um membro do site no ar (os arquivos de site/equipe/ publicados pelo último npm run build).` +
      (nearest.length > 0 ? ` Quis dizer: ${nearest.join(', ')}?` : '') +
      (known.length > 0
        ? ` Membros: ${someOf(known)}.`
        : ' O site no ar não tem nenhum membro: crie site/equipe/<nome>.env e rode npm run build.'),
  qrWritten: (name: string, svg: string, png: string, address: string) =>
    `QR code de ${name} gravado em:\n  ${svg}\n  ${png}\nEle leva a ${address}; as visitas e os cliques ` +
      `entram no relatório de ${name} (npm run report -- --member).`,
};
