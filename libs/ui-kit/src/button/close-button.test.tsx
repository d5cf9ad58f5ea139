import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastCloseButton } from './close-button';

describe('ToastCloseButton', () => {
  it('is named by its label, not by the drawn ×, and reports clicks', async () => {
    const onClick = vi.fn();
    render(<ToastCloseButton label="Tutup" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Tutup' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
