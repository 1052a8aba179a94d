/** The landing page's in-page menu, shared by the header, the mobile menu and the footer. */
export interface MenuItem {
  label: string;
  href: `#${string}`;
}

export const sectionIds = {
  home: 'home',
  monetize: 'monetize',
  products: 'products',
  testimonials: 'depoimentos',
} as const;

export const menuItems: readonly MenuItem[] = [
  { label: 'Home', href: `#${sectionIds.home}` },
  { label: 'Monetize Conosco', href: `#${sectionIds.monetize}` },
  { label: 'Produtos', href: `#${sectionIds.products}` },
  { label: 'Depoimentos', href: `#${sectionIds.testimonials}` },
];
