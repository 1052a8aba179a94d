// Names that are the same in every language: the apps and sites visitors come from.
export const brandNames = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  google: 'Google',
};
