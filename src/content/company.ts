export const company = {
  blurb:
    'Somos representantes oficiais Ozonteck e ajudamos pessoas de todo o Brasil a cuidar do bem-estar e a construir uma renda extra com produtos à base de ozônio.',
  address: {
    street: 'Av. Benjamin Constant, 1000, Centro',
    city: 'Lajeado',
    state: 'RS',
    postalCode: '95900-000',
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
