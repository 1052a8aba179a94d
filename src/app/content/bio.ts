import type { CallToActionId } from './calls-to-action';
import { operatorText } from './operator-texts';

// The texts read through a getter can be overridden from site/texts.env (operator-texts.ts).
export const bioPage = {
  get title() {
    return operatorText('BIO_TITLE', 'Negócios Ozonteck');
  },
  get subtitle() {
    return operatorText('BIO_SUBTITLE', 'Somos representantes Oficiais Ozonteck');
  },
  chips: ['Bem Estar', 'Nutracêuticos', 'Perfumes', 'Capilar Ozonizado'],
  footer: 'Negócios Ozonteck',
} as const;

/** Where a bio link leads: the landing page, or one of the two outbound destinations. */
export type BioDestination = 'landing' | 'register' | 'chat';

interface BioLinkBase {
  label: string;
  /** The button's colour, from the palette: each button its own. */
  colour: 'ozone' | 'gold' | 'whatsapp';
}

/** An outbound link carries its call to action (counted); the link to the landing page does not. */
export type BioLink =
  | (BioLinkBase & { destination: 'landing' })
  | (BioLinkBase & { destination: Exclude<BioDestination, 'landing'>; callToAction: CallToActionId });

export const bioLinks: readonly BioLink[] = [
  { label: 'Seja um Revendedor', destination: 'landing', colour: 'ozone' },
  { label: 'Compre Com Desconto', destination: 'register', colour: 'gold', callToAction: 'bio/cadastro' },
  { label: 'Fale Comigo', destination: 'chat', colour: 'whatsapp', callToAction: 'bio/whatsapp' },
];
