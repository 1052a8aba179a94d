import { CloseIcon } from './icons';
import styles from './CloseButton.module.css';

interface CloseButtonProps {
  label: string;
  onClick(): void;
  /** Where it sits in its container (position and size). */
  className: string;
  iconSize: number;
}

/** The small round × of the chat bubble and the toast. */
export function CloseButton({ label, onClick, className, iconSize }: CloseButtonProps) {
  return (
    <button type="button" className={`${styles.close} ${className}`} aria-label={label} onClick={onClick}>
      <CloseIcon size={iconSize} />
    </button>
  );
}
