// Small line icons, drawn on a 24-unit grid with the current text colour. Decorative: the control
// that holds one carries the accessible name.
import type { ReactNode } from 'react';

/**
 * `size` is the icon's side in px at the default text size. An icon in the page's content grows
 * with the visitor's text size (`scalesWithText`: the same side in rem), as the button around it
 * does; one in the page's chrome (the header's bar, the floating layer) keeps its size, as the
 * chrome does (tokens.css, --chrome-rem).
 */
function Icon({ children, size = 24, scalesWithText = false, className }: IconProps & { children: ReactNode }) {
  const side = scalesWithText ? `${size / 16}rem` : size;
  return (
    <svg
      className={className}
      width={side}
      height={side}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

type IconProps = { size?: number; scalesWithText?: boolean; className?: string };

export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M15 5l-7 7 7 7" />
  </Icon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 5l7 7-7 7" />
  </Icon>
);

export const PauseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 5v14M15 5v14" />
  </Icon>
);

export const PlayIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />
  </Icon>
);

export const ArrowUpIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
);

export const ArrowRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

/** A speech bubble with a handset: reads as "chat on WhatsApp" without WhatsApp's trademark. */
export const ChatIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M20.5 11.6a8.4 8.4 0 0 1-12.3 7.5L3.5 20.5l1.5-4.5a8.4 8.4 0 1 1 15.5-4.4z" />
    <path
      d={
        'M9.3 8.6c.2-.4.6-.5.9-.4l.8.3c.3.1.4.4.4.7l-.2 1c-.1.3 0 .6.2.8l1.6 1.6c.2.2.5.3.8.2l1-.2c.3 0 .6.1.7.4' +
        'l.3.8c.1.3 0 .7-.4.9l-.8.5c-.6.3-1.4.3-2-.1a10 10 0 0 1-3.5-3.5c-.4-.6-.4-1.4-.1-2z'
      }
      fill="currentColor"
      stroke="none"
    />
  </Icon>
);

/** A briefcase: the business, for the reseller's invitation. */
export const BriefcaseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2z" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </Icon>
);

/** A price tag (its hole a round-capped dot): buying at a discount. */
export const TagIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l8.5 8.5a1.5 1.5 0 0 1 0 2l-7 7a1.5 1.5 0 0 1-2 0zM7.5 7.5h.01" />
  </Icon>
);

export const SparkleIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z" fill="currentColor" stroke="none" />
  </Icon>
);
