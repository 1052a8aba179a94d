// O QR code do /bio (npm run build e npm run qr): onde ele foi gravado e para onde leva.

export const qr = {
  builtForFlyers: (files: string, address: string) =>
    `QR code do /bio para panfletos e balcão: ${files} (leva a ${address}; no relatório, a campanha "qr").`,
  usage: `Uso: npm run qr -- <campanha>   ex.: npm run qr -- feira-sabado
  Grava o QR code do /bio com ?c=<campanha> em SVG (qualquer tamanho) e PNG (até 10 cm a 300 dpi),
  para que npm run report mostre as visitas e os cliques que esse impresso trouxe.`,
  badCampaign: (got: string) =>
    `${got} não serve como campanha: use letras minúsculas sem acento, números, "-" ou "_", até 40 caracteres ` +
      `(ex.: ` +
      `feira-sabado).`,
  noBuild: 'Nenhum build no ar ainda: rode npm run build primeiro (o QR code leva ao SITE_URL do site no ar).',
  demoSiteUrl: (siteUrl: string) =>
    `O site no ar usa o SITE_URL de exemplo (${siteUrl}): o QR code levaria a lugar nenhum. Defina SITE_URL em ` +
      `site/site.env e rode npm run build.`,
  written: (campaign: string, svg: string, png: string, address: string) =>
    `QR code da campanha "${campaign}" gravado em:\n  ${svg}\n  ${png}\nEle leva a ${address}; no relatório (npm ` +
      `run ` +
      `report), a campanha "${campaign}".`,
};
