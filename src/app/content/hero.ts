import { operatorText } from './operator-texts';

// The texts read through a getter can be overridden from site/texts.env (operator-texts.ts).
export const hero = {
  get badge() {
    return operatorText('HERO_BADGE', 'Representantes oficiais Ozonteck');
  },
  get headlineStart() {
    return operatorText('HERO_HEADLINE_START', 'Renda extra de');
  },
  /** The spec's earnings claim, shown exactly as written. */
  get earningsClaim() {
    return operatorText('HERO_HEADLINE_HIGHLIGHT', 'R$970 até R$4.700k ++');
  },
  get headlineEnd() {
    return operatorText('HERO_HEADLINE_END', 'revendendo bem-estar com ozônio');
  },
  get intro() {
    return operatorText(
      'HERO_INTRO',
      'Seja parceiro de uma marca que cresce em todo o Brasil. Revenda produtos de bem-estar, cuidados ' +
        'capilares, fragrâncias e nutracêuticos, monte sua equipe e receba bônus, com o apoio de quem já ' +
        'trilhou esse caminho.',
    );
  },
  cta: 'Cadastrar Agora!!',
  video: {
    src: '/media/hero.mp4',
    label: 'Vídeo de apresentação: bem-estar com o poder do ozônio, produtos Ozonteck e a oportunidade de negócio',
    /** The picture shown until the video plays; decorative (the video is named above). */
    posterSlot: 'hero-poster',
  },
} as const;
