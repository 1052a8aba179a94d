export const bioPage = {
  title: 'Negócios Ozonteck',
  subtitle: 'Somos representantes Oficiais Ozonteck',
  chips: ['Bem Estar', 'Nutracêuticos', 'Perfumes', 'Capilar Ozonizado'],
  footer: 'Negócios Ozonteck',
} as const;

/** Where a bio link leads: the landing page, or one of the two outbound destinations. */
export type BioDestination = 'landing' | 'register' | 'chat';

export interface BioLink {
  label: string;
  destination: BioDestination;
  /** The button's colour, from the palette. */
  colour: 'ozone' | 'mint' | 'whatsapp';
}

export const bioLinks: readonly BioLink[] = [
  { label: 'Seja um Revendedor', destination: 'landing', colour: 'ozone' },
  { label: 'Compre Com Desconto', destination: 'register', colour: 'mint' },
  { label: 'Fale Comigo', destination: 'chat', colour: 'whatsapp' },
];
