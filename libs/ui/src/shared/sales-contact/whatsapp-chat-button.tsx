import { trackingApi } from '@storefront/api';
import type { ApiDispatch } from '@storefront/api';
import { whatsAppChatUrl } from '@storefront/domain';
import { buttonClassName } from '@storefront/ui-kit';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router';
import { useSession } from '../session/use-session';

/**
 * The event the storefront reports when a buyer opens the chat (POST /oci/new-event): the
 * conversation itself happens on WhatsApp, out of the shop's sight, so this is the only trace
 * that a buyer reached their contact from a page, and from which (decision 306).
 */
export const SALES_CHAT_EVENT = 'sales_chat_opened';

export interface WhatsAppChatButtonProps {
  /** The number to chat with, in international form (the sales contact's E.164 `telepon`). */
  readonly telepon: string;
  /**
   * The link's accessible name in the buyer's language, from the screen's own catalogue
   * ("Chat with {name} on WhatsApp"); it says "WhatsApp", the word the button shows.
   */
  readonly label: string;
}

function WhatsAppIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-4 fill-current">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3a.5.5 0 0 0 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.3 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.2-.2-.4-.3Z" />
    </svg>
  );
}

/**
 * A button-styled link that opens a WhatsApp chat with the buyer's sales contact in a new tab
 * (wa.me, SPEC §1's contact made one tap away). A number that is not in international form (an
 * old row typed before the roster checked numbers) gets no button rather than a broken link; the
 * screen still shows the number as text.
 */
export function WhatsAppChatButton({ telepon, label }: WhatsAppChatButtonProps) {
  const session = useSession();
  const dispatch = useDispatch<ApiDispatch>();
  const { pathname } = useLocation();
  let href: string;
  try {
    href = whatsAppChatUrl(telepon);
  } catch {
    return null;
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className={buttonClassName('secondary', 'sm')}
      onClick={() => {
        // Only a real token can record it: the local-test e-mail would be answered 401, and a
        // 401 sends the customer to the login. A failed count is not the buyer's concern.
        if (session.via !== 'token') return;
        void dispatch(
          trackingApi.endpoints.recordEvent.initiate({
            body: {
              name: SALES_CHAT_EVENT,
              properties: { page: pathname.slice(0, 500), telepon },
            },
          }),
        );
      }}
    >
      <WhatsAppIcon />
      WhatsApp
    </a>
  );
}
