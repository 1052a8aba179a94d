// Per-route document metadata, in pt-BR: the prerendered <title> and description, and the title
// set on client-side navigation. The titles apart: the app needs them, the descriptions only the
// prerendered head, so the app's code carries the titles alone.

import type { RouteId } from '../../contracts/routes';

export interface PageMeta {
  title: string;
  description: string;
}

export const pageTitles: Record<RouteId, string> = {
  landing: 'Negócios Ozonteck · Seja um revendedor de produtos com ozônio',
  bio: 'Negócios Ozonteck · Links',
  'not-found': 'Página não encontrada · Negócios Ozonteck',
};

const pageDescriptions: Record<RouteId, string> = {
  landing:
    'Revenda os produtos Ozonteck de bem-estar, cuidados capilares, fragrâncias e nutracêuticos. ' +
    'Cadastre-se como parceiro e comece a lucrar.',
  bio: 'Representantes oficiais Ozonteck: seja um revendedor, compre com desconto ou fale conosco pelo WhatsApp.',
  'not-found': 'A página que você procurou não existe. Volte para a página inicial da Negócios Ozonteck.',
};

/** A page's title and description, for its prerendered head. */
export const pageMeta = (route: RouteId): PageMeta => ({
  title: pageTitles[route],
  description: pageDescriptions[route],
});
