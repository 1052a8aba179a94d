// What a team member's pages say of the member, in pt-BR: the card near the top of their pages,
// and the titles and descriptions (search results, share previews) that name them.
import type { RouteId } from '../../contracts/routes';
import { brand } from './brand';
import { pageMeta, type PageMeta } from './pages';

export const memberCard = {
  /** Before the member's name: "Seu contato: Maria Souza". */
  label: 'Seu contato:',
} as const;

/** A member's page's title and description; the 404 page's are the operator's. */
export function memberPageMeta(route: RouteId, name: string): PageMeta {
  if (route === 'landing') {
    return {
      title: `${name} · ${brand.name} · Seja um revendedor`,
      description:
        `Cadastre-se como revendedor Ozonteck com ${name}: produtos com ozônio de bem-estar, ` +
        'cuidados capilares, fragrâncias e nutracêuticos. Comece a lucrar.',
    };
  }
  if (route === 'bio') {
    return {
      title: `${name} · ${brand.name} · Links`,
      description: `${name}, representante Ozonteck: seja um revendedor, compre com desconto ou fale pelo WhatsApp.`,
    };
  }
  return pageMeta(route);
}
