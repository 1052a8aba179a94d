import { menuItems } from '../../content/navigation';

interface MenuLinksProps {
  listClassName: string;
  linkClassName: string;
  /** Called when a link is picked (the slide-in menu closes itself). */
  onPick?: () => void;
}

/** The landing page's in-page menu as a list of anchor links, styled by where it sits. */
export function MenuLinks({ listClassName, linkClassName, onPick }: MenuLinksProps) {
  return (
    <ul className={listClassName}>
      {menuItems.map((item) => (
        <li key={item.href}>
          <a href={item.href} className={linkClassName} onClick={onPick}>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
