import type { SlotImage } from './images';

export interface ProductLine {
  title: string;
  description: string;
  image: SlotImage;
}

export const productsSection = {
  title: 'Nossas linhas de produtos',
  intro: 'Quatro linhas com a tecnologia do ozônio para você usar, indicar e revender.',
} as const;

export const productLines: readonly ProductLine[] = [
  {
    title: 'Bem-Estar',
    description:
      'Óleos e cremes ozonizados para a rotina de autocuidado: hidratação, conforto e sensação de frescor ' +
        'para a pele.',
    image: {
      slot: 'product-bem-estar',
      alt: 'Frasco conta-gotas de óleo ozonizado ao lado de um pote de creme da linha Bem-Estar',
    },
  },
  {
    title: 'Capilar',
    description:
      'Shampoo e condicionador com ozônio que limpam com suavidade e deixam os fios leves, macios e com brilho.',
    image: { slot: 'product-capilar', alt: 'Frasco de shampoo e bisnaga de condicionador da linha Capilar' },
  },
  {
    title: 'Fragrância',
    description: 'Perfumes marcantes e duradouros, criados para acompanhar o seu dia com elegância.',
    image: { slot: 'product-fragrancia', alt: 'Frasco de perfume de vidro com líquido azul da linha Fragrância' },
  },
  {
    title: 'Nutracêuticos',
    description: 'Suplementos em cápsulas que complementam a alimentação e apoiam uma vida mais ativa e ' +
      'equilibrada.',
    image: { slot: 'product-nutraceuticos', alt: 'Pote de suplemento com cápsulas ao redor, da linha Nutracêuticos' },
  },
];
