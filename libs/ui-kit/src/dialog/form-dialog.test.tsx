import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DialogActions, FormDialog } from './form-dialog';

function renderForm({ busy = false, failure = null as string | null } = {}) {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const onClose = vi.fn();
  render(
    <FormDialog
      open
      title="Reject inquiry"
      closeLabel="Close"
      onClose={onClose}
      onSubmit={onSubmit}
      cancelLabel="Cancel"
      submitLabel="Reject"
      submitVariant="danger"
      busy={busy}
      failure={failure}
    >
      <input aria-label="Reason" required />
    </FormDialog>,
  );
  return { onSubmit, onClose, user: userEvent.setup() };
}

describe('FormDialog', () => {
  it('submits the form from the footer, without the browser validating it', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('cancels through onClose', async () => {
    const { onClose, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows a refusal that no field holds above the fields', () => {
    renderForm({ failure: 'The inquiry was quoted meanwhile.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The inquiry was quoted meanwhile.');
  });

  it('has no alert without a refusal', () => {
    renderForm();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cannot be left or sent again while busy', async () => {
    const { onSubmit, onClose, user } = renderForm({ busy: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('DialogActions', () => {
  it('runs onConfirm from a plain button when no form is named', async () => {
    const onConfirm = vi.fn();
    render(
      <DialogActions
        cancelLabel="Keep"
        onCancel={() => undefined}
        confirmLabel="Remove"
        onConfirm={onConfirm}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Remove' });
    expect(confirm).toHaveAttribute('type', 'button');
    await userEvent.setup().click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
