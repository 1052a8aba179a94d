export const hero = {
  badge: 'Representantes oficiais Ozonteck',
  headlineStart: 'Renda extra de',
  /** The spec's earnings claim, shown exactly as written. */
  earningsClaim: 'R$970 até R$4.700k ++',
  headlineEnd: 'revendendo bem-estar com ozônio',
  intro:
    'Seja parceiro de uma marca que cresce em todo o Brasil. Revenda produtos de bem-estar, cuidados capilares, fragrâncias e nutracêuticos, monte sua equipe e receba bônus, com o apoio de quem já trilhou esse caminho.',
  cta: 'Cadastrar Agora!!',
  video: {
    src: '/media/hero.mp4',
    label: 'Vídeo de apresentação: bem-estar com o poder do ozônio, produtos Ozonteck e a oportunidade de negócio',
    playLabel: 'Assistir ao vídeo',
    /** The picture shown until the video plays; decorative (the video is named above). */
    posterSlot: 'hero-poster',
  },
} as const;
