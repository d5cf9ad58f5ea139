import { signInForTests } from '@storefront/api/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordRequests } from '../../testing/record-requests';
import { renderScreen } from '../../testing/render-screen';
import { WhatsAppChatButton } from './whatsapp-chat-button';

/** The button on a page, with the store its click reports through. */
function render(element: Parameters<typeof renderScreen>[0]) {
  return renderScreen(element, { routePath: 'account' });
}

describe('WhatsAppChatButton', () => {
  it.each([
    ['+6281298765432', 'https://wa.me/6281298765432'],
    ['+66898765432', 'https://wa.me/66898765432'],
    ['+7 707 987 65 43', 'https://wa.me/77079876543'],
  ])('opens a chat with %s in a new tab, named for the person', async (telepon, href) => {
    await render(
      <WhatsAppChatButton telepon={telepon} label="Chat with Rina Wulandari on WhatsApp" />,
    );
    const link = screen.getByRole('link', { name: 'Chat with Rina Wulandari on WhatsApp' });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    // The chat page gets no handle on this window, nor the page it came from.
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The word on the button is part of its name (WCAG 2.5.3, label in name).
    expect(link).toHaveTextContent('WhatsApp');
  });

  it.each([['081298765432'], ['+62 12'], ['']])(
    'shows no button for %j, which is no international number',
    async (telepon) => {
      await render(<WhatsAppChatButton telepon={telepon} label="Chat with Rina on WhatsApp" />);
      expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    },
  );

  it('reports the opened chat as a storefront event (new-event, decision 306)', async () => {
    signInForTests();
    const events = recordRequests('recordEvent', null);
    const view = await render(
      <WhatsAppChatButton telepon="+6281298765432" label="Chat with Rina on WhatsApp" />,
    );
    const link = screen.getByRole('link', { name: 'Chat with Rina on WhatsApp' });
    // The chat opens in a new tab; jsdom cannot open it, the report is what is checked.
    link.addEventListener('click', (event) => event.preventDefault());
    await view.user.click(link);
    await waitFor(() =>
      expect(events.bodies).toEqual([
        {
          name: 'sales_chat_opened',
          properties: { page: '/id-ID/account', telepon: '+6281298765432' },
        },
      ]),
    );
  });

  it('reports nothing for a visitor signed in without a token (local test)', async () => {
    document.cookie = 'local_test_email=dev@example.com; path=/';
    const events = recordRequests('recordEvent', null);
    const view = await render(
      <WhatsAppChatButton telepon="+6281298765432" label="Chat with Rina on WhatsApp" />,
    );
    const link = screen.getByRole('link', { name: 'Chat with Rina on WhatsApp' });
    link.addEventListener('click', (event) => event.preventDefault());
    await view.user.click(link);
    await new Promise((settle) => setTimeout(settle, 50));
    expect(events.bodies).toEqual([]);
    document.cookie = 'local_test_email=; path=/; max-age=0';
  });
});
