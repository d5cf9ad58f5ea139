import { FIELD_ERRORS } from '@storefront/domain';
import { TextField } from '@storefront/ui-kit';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderScreen } from '../../testing/render-screen';
import { DialogOpener, StaffFormDialog, useCloseDialog } from './staff-form-dialog';
import { useStaffForm } from './use-staff-form';

const schema = z.object({ name: z.string().min(1, { error: FIELD_ERRORS.required }) });

type Send = (body: { name: string }) => Promise<{ error?: unknown }>;

function NameForm({ send }: { readonly send: Send }) {
  const close = useCloseDialog();
  const { register, errors, mutationDialog } = useStaffForm(schema, { name: '' });
  const dialog = mutationDialog(send, { name: 'name' }, close);
  return (
    <StaffFormDialog title="Rename" submitLabel="Save" {...dialog}>
      <TextField {...register('name')} label="Name" error={errors.name?.message} />
    </StaffFormDialog>
  );
}

function renderOpener(send: Send) {
  return renderScreen(
    <DialogOpener label="Rename">
      <NameForm send={send} />
    </DialogOpener>,
  );
}

describe('DialogOpener with a StaffFormDialog', () => {
  it('opens empty each time: what was typed before cancelling is gone', async () => {
    const { user } = renderOpener(vi.fn());
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('checks the form in the staff language before sending, then closes on success', async () => {
    const send = vi.fn<Send>(async () => ({}));
    const { user } = renderOpener(send);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(/required/i);
    expect(send).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), 'Gudang Utama');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(send).toHaveBeenCalledWith({ name: 'Gudang Utama' });
  });

  it('reads a failure that is not an ApiError as the common generic text', async () => {
    const { user } = renderOpener(async () => ({ error: new TypeError('boom') }));
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.type(screen.getByLabelText('Name'), 'Gudang');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('cannot be cancelled or sent twice while the mutation runs', async () => {
    let answer: (value: { error?: unknown }) => void = () => undefined;
    const send = vi.fn<Send>(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderOpener(send);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.type(screen.getByLabelText('Name'), 'Gudang');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).toHaveBeenCalledOnce();
    answer({});
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
