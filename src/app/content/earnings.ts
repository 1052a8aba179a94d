import type { SlotImage } from './images';

export const monetize = {
  title: 'Monetize Conosco',
  intro: 'Exemplos de extratos de bônus de revendedores que levaram o negócio a sério. Deslize para ver todos.',
  disclaimer: 'Exemplos ilustrativos. Os resultados variam conforme a dedicação e as vendas de cada parceiro.',
  carouselLabel: 'Exemplos de ganhos',
} as const;

const statement = (month: string, total: string, items: string) =>
  `Extrato de bônus de ${month}: total de ${total}, com ${items}. Exemplo ilustrativo.`;

export const earningsSlides: readonly SlotImage[] = [
  {
    slot: 'earnings-1',
    alt: statement(
      'janeiro de 2025',
      'R$ 970,00',
      'lucro de revenda de R$ 612,50, bônus de indicação de R$ 247,50 e bônus de equipe de R$ 110,00',
    ),
  },
  {
    slot: 'earnings-2',
    alt: statement(
      'fevereiro de 2025',
      'R$ 1.850,00',
      'lucro de revenda de R$ 936,40, bônus de indicação de R$ 458,60 e bônus de equipe de R$ 455,00',
    ),
  },
  {
    slot: 'earnings-3',
    alt: statement(
      'março de 2025',
      'R$ 2.640,00',
      'lucro de revenda de R$ 1.187,30, bônus de indicação de R$ 512,70, bônus de equipe de R$ 748,00 e ' +
        'bônus de liderança de R$ 192,00',
    ),
  },
  {
    slot: 'earnings-4',
    alt: statement(
      'abril de 2025',
      'R$ 3.480,00',
      'lucro de revenda de R$ 1.364,80, bônus de indicação de R$ 605,20, bônus de equipe de R$ 1.086,00 e ' +
        'bônus de liderança de R$ 424,00',
    ),
  },
  {
    slot: 'earnings-5',
    alt: statement(
      'maio de 2025',
      'R$ 4.700,00',
      'lucro de revenda de R$ 1.538,90, bônus de indicação de R$ 721,10, bônus de equipe de R$ 1.612,00 e ' +
        'bônus de liderança de R$ 828,00',
    ),
  },
];
