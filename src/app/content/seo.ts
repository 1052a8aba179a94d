// What search engines and share previews (WhatsApp, Instagram, Facebook) show.
export const shareImage = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  alt: 'Negócios Ozonteck: representantes oficiais Ozonteck. Seja um revendedor.',
} as const;

export const shareImageSquare = {
  path: '/og-image-square.jpg',
  width: 600,
  height: 600,
  alt: shareImage.alt,
} as const;

export const webApp = {
  name: 'Negócios Ozonteck',
  shortName: 'Ozonteck',
  description: 'Representantes oficiais Ozonteck: seja um revendedor de produtos com ozônio.',
  backgroundColor: '#06111f',
} as const;
