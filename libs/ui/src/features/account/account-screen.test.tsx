import { makeProfile, signInForTests, useErrorCase, useSuccessCase } from '@storefront/api/testing';
import { screen } from '@testing-library/react';
import '@storefront/ui-support/testing/patient-queries';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import AccountScreen from './account-screen';
import id from './i18n/id-ID';

function renderAccount() {
  return renderScreen(<AccountScreen />, { routePath: 'account' });
}

// Screens render the whole form stack; on a loaded machine under coverage a flow takes seconds.
describe('AccountScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signInForTests();
  });

  it('shows who is signed in, the level and the way to every account screen', async () => {
    await renderAccount();
    expect(await screen.findByText('Sari Wulandari')).toBeInTheDocument();
    expect(screen.getByText('sari.wulandari@example.co.id')).toBeInTheDocument();
    expect(screen.getByText(id['account.level.gold'])).toBeInTheDocument();

    const links: [string, string][] = [
      [id['account.profile.title'], '/id-ID/account/profile'],
      [id['account.addresses.title'], '/id-ID/account/addresses'],
      [id['account.password.title'], '/id-ID/account/password'],
      [id['account.bank.title'], '/id-ID/account/bank-accounts'],
      [id['account.membership.title'], '/id-ID/account/membership'],
      [id['account.notes.title'], '/id-ID/account/notes'],
      [id['account.hub.referralTitle'], '/id-ID/referral'],
    ];
    for (const [name, href] of links) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        href,
      );
    }
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the sales contact with a WhatsApp chat that opens in a new tab', async () => {
    await renderAccount();
    const card = await screen.findByRole('region', { name: id['account.hub.salesTitle'] });
    expect(card).toHaveTextContent('Budi Santoso siap membantu soal harga dan pesanan');
    expect(screen.getByRole('link', { name: '+6281100000000' })).toHaveAttribute(
      'href',
      'tel:+6281100000000',
    );
    const chat = screen.getByRole('link', { name: 'Hubungi Budi Santoso lewat WhatsApp' });
    expect(chat).toHaveAttribute('href', 'https://wa.me/6281100000000');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows no sales contact when the account has none', async () => {
    useSuccessCase(mockServer, 'getProfile', makeProfile({ sales: null }));
    await renderAccount();
    expect(await screen.findByText('Sari Wulandari')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: id['account.hub.salesTitle'] })).toBeNull();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it('asks to verify an unverified email', async () => {
    useSuccessCase(mockServer, 'getProfile', makeProfile({ is_verified: false }));
    await renderAccount();
    expect(await screen.findByRole('alert')).toHaveTextContent(id['account.hub.unverified']);
    expect(screen.getByRole('link', { name: id['account.hub.verifyNow'] })).toHaveAttribute(
      'href',
      '/id-ID/account/profile',
    );
  });

  it('says the profile could not be loaded and loads it again on request', async () => {
    useErrorCase(mockServer, 'getProfile', 404, undefined, { once: true });
    const { user } = await renderAccount();
    expect(await screen.findByRole('alert')).toHaveTextContent('Data tidak ditemukan');

    await user.click(screen.getByRole('button', { name: id['account.retry'] }));
    expect(await screen.findByText('Sari Wulandari')).toBeInTheDocument();
  });
});
