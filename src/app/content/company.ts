import { operatorText } from './operator-texts';

// The texts read through a getter can be overridden from site/texts.env (operator-texts.ts).
export const company = {
  get blurb() {
    return operatorText(
      'COMPANY_BLURB',
      'Somos representantes oficiais Ozonteck e ajudamos pessoas de todo o Brasil a cuidar do bem-estar e ' +
        'a construir uma renda extra com produtos à base de ozônio.',
    );
  },
  address: {
    get street() {
      return operatorText('COMPANY_STREET', 'Av. Benjamin Constant, 1000, Centro');
    },
    get city() {
      return operatorText('COMPANY_CITY', 'Lajeado');
    },
    get state() {
      return operatorText('COMPANY_STATE', 'RS');
    },
    get postalCode() {
      return operatorText('COMPANY_POSTAL_CODE', '95900-000');
    },
    country: 'Brasil',
  },
  copyrightYear: 2025,
  /**
   * The spec's placeholder legal links: they lead nowhere yet, so they render as HTML placeholder
   * links (an <a> without href). Give one a `href` once the page exists.
   */
  legalLinks: [
    { label: 'Termos de Uso', href: null },
    { label: 'Política de Privacidade', href: null },
  ] as ReadonlyArray<{ label: string; href: string | null }>,
} as const;
