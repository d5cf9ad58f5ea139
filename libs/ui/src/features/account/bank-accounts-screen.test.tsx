import {
  errorEnvelope,
  signInForTests,
  useErrorCase,
  useSuccessCase,
} from '@storefront/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { fieldLabel, fill, LocationProbe } from '@storefront/ui-support/testing';
import '@storefront/ui-support/testing/patient-queries';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import BankAccountsScreen from './bank-accounts-screen';
import id from './i18n/id-ID';

function renderBank(url = 'account/bank-accounts') {
  return renderScreen(
    <>
      <BankAccountsScreen />
      <LocationProbe />
    </>,
    { routePath: '*', url },
  );
}

type User = Awaited<ReturnType<typeof renderBank>>['user'];

function recordBodies() {
  const bodies: { method: string; path: string; body: unknown }[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') return;
    void request
      .clone()
      .json()
      .then((body) =>
        bodies.push({ method: request.method, path: new URL(request.url).pathname, body }),
      );
  });
  return bodies;
}

async function openAdd(user: User) {
  await user.click(await screen.findByRole('button', { name: id['account.bank.add'] }));
  return screen.getByRole('dialog', { name: id['account.bank.addTitle'] });
}

async function fillDialog(user: User, dialog: HTMLElement) {
  const bank = within(dialog).getByLabelText(fieldLabel(id['account.field.bankName']));
  await within(bank).findByRole('option', { name: 'Bank Mandiri' });
  await user.selectOptions(bank, 'Bank Mandiri');
  await fill(
    user,
    within(dialog).getByLabelText(fieldLabel(id['account.field.accountNumber'])),
    '1230 0045 6789',
  );
  await fill(
    user,
    within(dialog).getByLabelText(fieldLabel(id['account.field.accountHolder'])),
    'Sari Wulandari',
  );
}

// Screens render the whole form stack; on a loaded machine under coverage a flow takes seconds.
describe('BankAccountsScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signInForTests();
  });
  afterEach(() => mockServer.events.removeAllListeners());

  it('adds a bank account of the market banks', async () => {
    const bodies = recordBodies();
    const { user } = await renderBank();
    expect(await screen.findByText('5270012345')).toBeInTheDocument();

    const dialog = await openAdd(user);
    await fillDialog(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: id['account.save'] }));

    expect(await screen.findByText(id['account.bank.saved'])).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([
      {
        method: 'PUT',
        path: '/api/oci/profile/bank/create',
        body: {
          bank_name: 'Bank Mandiri',
          account_number: '123000456789',
          account_holder: 'Sari Wulandari',
        },
      },
    ]);
  });

  it('goes back to the refund request it was opened from once an account is saved', async () => {
    const { user } = await renderBank(
      'account/bank-accounts?next=%2Fid-ID%2Forders%2FG-1%2FO-1%2Frefund',
    );
    const dialog = await openAdd(user);
    await fillDialog(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: id['account.save'] }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/id-ID/orders/G-1/O-1/refund'),
    );
  });

  it('stays on the list after a save when it was opened on its own', async () => {
    const { user } = await renderBank();
    const dialog = await openAdd(user);
    await fillDialog(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: id['account.save'] }));
    expect(await screen.findByText(id['account.bank.saved'])).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/id-ID/account/bank-accounts');
  });

  it('edits an account, keeping a bank that is not in the list any more', async () => {
    const bodies = recordBodies();
    const { user } = await renderBank();
    await user.click(
      await screen.findByRole('button', { name: 'Ubah rekening BCA berakhiran 2345' }),
    );
    const dialog = screen.getByRole('dialog', { name: id['account.bank.editTitle'] });
    expect(within(dialog).getByLabelText(fieldLabel(id['account.field.bankName']))).toHaveValue(
      'BCA',
    );

    await fill(
      user,
      within(dialog).getByLabelText(fieldLabel(id['account.field.accountHolder'])),
      'Sari W',
    );
    await user.click(within(dialog).getByRole('button', { name: id['account.save'] }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      method: 'PUT',
      path: '/api/oci/profile/bank/update',
      body: {
        id: 'bank-1',
        bank_name: 'BCA',
        account_number: '5270012345',
        account_holder: 'Sari W',
      },
    });
  });

  it('deletes an account after a confirmation', async () => {
    const bodies = recordBodies();
    const { user } = await renderBank();
    await user.click(
      await screen.findByRole('button', { name: 'Hapus rekening BCA berakhiran 2345' }),
    );
    const dialog = screen.getByRole('dialog', { name: id['account.bank.deleteTitle'] });
    expect(dialog).toHaveTextContent('Rekening BCA berakhiran 2345 tidak akan lagi');

    await user.click(within(dialog).getByRole('button', { name: id['account.delete'] }));
    expect(await screen.findByText(id['account.bank.deleted'])).toBeInTheDocument();
    expect(bodies).toEqual([
      { method: 'DELETE', path: '/api/oci/profile/bank/delete', body: { id: 'bank-1' } },
    ]);
  });

  it('says why an account could not be deleted', async () => {
    useErrorCase(mockServer, 'deleteBankAccount', 404);
    const { user } = await renderBank();
    await user.click(
      await screen.findByRole('button', { name: 'Hapus rekening BCA berakhiran 2345' }),
    );
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: id['account.delete'] }),
    );
    expect(await screen.findByText('Data tidak ditemukan')).toBeInTheDocument();
  });

  it('checks the form, then shows the field errors of the gateway under the fields', async () => {
    useErrorCase(
      mockServer,
      'createBankAccount',
      400,
      errorEnvelope('validation_failed', 'id', { bank_name: 'field.invalid' }),
    );
    const { user } = await renderBank();
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('button', { name: id['account.save'] }));
    expect(await within(dialog).findAllByText('Wajib diisi')).toHaveLength(3);

    await fillDialog(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: id['account.save'] }));
    await waitFor(() =>
      expect(
        within(dialog).getByLabelText(fieldLabel(id['account.field.bankName'])),
      ).toHaveAccessibleDescription('Nilai tidak valid'),
    );
  });

  it('shows any other refusal in the dialog', async () => {
    useErrorCase(mockServer, 'createBankAccount', 429);
    const { user } = await renderBank();
    const dialog = await openAdd(user);
    await fillDialog(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: id['account.save'] }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi',
    );
  });

  it('says when the banks cannot be listed, and lists them again on request', async () => {
    useErrorCase(mockServer, 'listBanks', 404, undefined, { once: true });
    const { user } = await renderBank();
    const dialog = await openAdd(user);
    expect(await within(dialog).findByText('Data tidak ditemukan')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: id['account.retry'] }));
    expect(await within(dialog).findByRole('option', { name: 'Bank Mandiri' })).toBeInTheDocument();
  });

  it('invites to add the first account', async () => {
    useSuccessCase(mockServer, 'listBankAccounts', []);
    const { user } = await renderBank();
    expect(
      await screen.findByRole('heading', { name: id['account.bank.emptyTitle'] }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: id['account.bank.add'] }));
    expect(screen.getByRole('dialog', { name: id['account.bank.addTitle'] })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: id['account.cancel'] }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the accounts could not be loaded', async () => {
    useErrorCase(mockServer, 'listBankAccounts', 404);
    await renderBank();
    expect(await screen.findByRole('alert')).toHaveTextContent('Data tidak ditemukan');
  });
});
