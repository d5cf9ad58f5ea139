import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function Harness({ dismissible = true, onClose }: { dismissible?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        title="Verify your phone"
        description="We sent a code"
        closeLabel="Close"
        dismissible={dismissible}
        initialFocusRef={codeRef}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<button type="button">Verify</button>}
      >
        <input aria-label="Code" ref={codeRef} />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens labelled, focuses inside, traps Tab and returns focus on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Verify your phone' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('We sent a code');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveFocus();
    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes from the close button and the backdrop', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be dismissed while not dismissible', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness dismissible={false} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('keeps focus on the panel when nothing inside can take it', async () => {
    const user = userEvent.setup();
    render(
      <Dialog open title="Done" closeLabel="Close" dismissible={false} onClose={() => undefined}>
        <p>Saved</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Done' });
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(dialog).toHaveFocus();
  });
});
