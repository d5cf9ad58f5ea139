import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WhatsAppChatButton } from './whatsapp-chat-button';

describe('WhatsAppChatButton', () => {
  it.each([
    ['+6281298765432', 'https://wa.me/6281298765432'],
    ['+66898765432', 'https://wa.me/66898765432'],
    ['+7 707 987 65 43', 'https://wa.me/77079876543'],
  ])('opens a chat with %s in a new tab, named for the person', (telepon, href) => {
    render(<WhatsAppChatButton telepon={telepon} label="Chat with Rina Wulandari on WhatsApp" />);
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
    (telepon) => {
      render(<WhatsAppChatButton telepon={telepon} label="Chat with Rina on WhatsApp" />);
      expect(screen.queryByRole('link')).toBeNull();
    },
  );
});
