// Per-route document metadata, in pt-BR: the prerendered <title> and description, and the title
// set on client-side navigation.

import type { RouteId } from '../../contracts/routes';

export interface PageMeta {
  title: string;
  description: string;
}

export const pageMeta: Record<RouteId, PageMeta> = {
  landing: {
    title: 'Negócios Ozonteck · Seja um revendedor de produtos com ozônio',
    description:
      'Revenda os produtos Ozonteck de bem-estar, cuidados capilares, fragrâncias e nutracêuticos. ' +
        'Cadastre-se como parceiro e comece a lucrar.',
  },
  bio: {
    title: 'Negócios Ozonteck · Links',
    description:
      'Representantes oficiais Ozonteck: seja um revendedor, compre com desconto ou fale conosco pelo WhatsApp.',
  },
  'not-found': {
    title: 'Página não encontrada · Negócios Ozonteck',
    description: 'A página que você procurou não existe. Volte para a página inicial da Negócios Ozonteck.',
  },
};
