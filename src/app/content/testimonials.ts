import type { SlotImage } from './images';

export const testimonialsSection = {
  title: 'Depoimentos',
  intro: 'Quem usa e revende Ozonteck conta como foi começar.',
} as const;

/** Alt text carries the whole quote: the images are conversation screenshots. */
export const testimonials: readonly SlotImage[] = [
  {
    slot: 'testimonial-1',
    alt: 'Patrícia M., de Porto Alegre – RS, cliente e revendedora, cinco estrelas: “Comecei usando o óleo ' +
      'ozonizado em casa e logo minhas amigas quiseram experimentar. Hoje revendo nas horas vagas e a ' +
      'renda extra já ajuda bastante no orçamento da família. O suporte da equipe faz toda a diferença!”',
  },
  {
    slot: 'testimonial-2',
    alt: 'Ricardo S., de Curitiba – PR, revendedor, cinco estrelas: “Conheci a linha capilar por indicação ' +
      'e gostei tanto que resolvi revender. Os clientes voltam para comprar de novo, e isso facilita ' +
      'muito as vendas. Em poucos meses montei uma pequena equipe e hoje tenho uma renda complementar ' +
      'bem organizada.”',
  },
  {
    slot: 'testimonial-3',
    alt: 'Juliana A., de Lajeado – RS, cliente e revendedora, cinco estrelas: “Os produtos de bem-estar ' +
      'viraram parte da minha rotina de autocuidado. Comecei a indicar para as clientes do salão e hoje ' +
      'a revenda é uma renda extra que me dá mais tranquilidade. E o melhor: faço tudo no meu tempo.”',
  },
];
