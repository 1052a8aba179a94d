import { setSessionFlag, useSessionFlag } from '../../browser-state/session-flag';
import { useScrolledPast } from '../../browser-state/scroll-position';
import { useSiteConfig } from '../../ui/SiteConfigContext';
import { chat } from '../../content/chat';
import { Tooltip } from '../../tooltip/Tooltip';
import { ExternalLink } from '../../ui/ExternalLink';
import { CloseButton } from '../../ui/CloseButton';
import { ChatIcon } from '../../ui/icons';
import styles from './ChatButton.module.css';
import { floatingPart } from '../../ui/floating-part';

/** Spec: the bubble shows once the page is scrolled past 70% of the viewport height. */
export const chatBubbleThreshold = (viewportHeightPx: number) => viewportHeightPx * 0.7;
export const chatBubbleDismissedKey = 'ozonteck:chat-bubble-dismissed';

export function ChatButton() {
  const { chatHref } = useSiteConfig();
  const scrolledPast = useScrolledPast(chatBubbleThreshold);
  const dismissed = useSessionFlag(chatBubbleDismissedKey);
  const showBubble = scrolledPast && !dismissed;

  return (
    <div className={styles.dock}>
      {showBubble && (
        <div className={styles.bubble} {...floatingPart}>
          <ExternalLink href={chatHref} callToAction="chat-bubble/whatsapp" className={styles.bubbleText}>
            {chat.bubble}
          </ExternalLink>
          <CloseButton
            label={chat.dismissLabel}
            className={styles.dismiss}
            iconSize={14}
            onClick={() => setSessionFlag(chatBubbleDismissedKey)}
          />
        </div>
      )}
      <Tooltip label={chat.tooltip} side="left">
        {(tooltip) => (
          <ExternalLink
            href={chatHref}
            callToAction="chat/whatsapp"
            className={styles.button}
            aria-label={chat.buttonLabel}
            {...floatingPart}
            {...tooltip}
          >
            <ChatIcon size={30} />
          </ExternalLink>
        )}
      </Tooltip>
    </div>
  );
}
