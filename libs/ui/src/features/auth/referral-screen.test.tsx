import { errorEnvelope, signInForTests, useErrorCase } from '@storefront/api/testing';
import { screen, waitFor } from '@testing-library/react';
import { fieldLabel, fill } from '@storefront/ui-support/testing';
import '@storefront/ui-support/testing/patient-queries';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import id from './i18n/id-ID';
import ReferralScreen from './referral-screen';

function renderReferral(url = 'referral') {
  return renderScreen(<ReferralScreen />, { routePath: 'referral', url });
}

const codeField = () => screen.getByLabelText(fieldLabel(id['auth.field.referralCode']));

// Screens render the whole form stack; on a loaded machine under coverage a flow takes seconds.
describe('ReferralScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signInForTests();
  });

  it('saves the code of the invite link', async () => {
    const { user } = await renderReferral('referral?code=BUDI2024');
    expect(codeField()).toHaveValue('BUDI2024');
    await user.click(screen.getByRole('button', { name: id['auth.referral.submit'] }));

    expect(await screen.findByText(id['auth.referral.done'])).toBeInTheDocument();
    expect(screen.getByText(/sudah tersimpan di akun Anda/)).toHaveTextContent('BUDI2024');
  });

  it('says under the field that an unknown code is unknown', async () => {
    useErrorCase(mockServer, 'applyReferral', 404);
    const { user } = await renderReferral();
    await fill(user, codeField(), 'NOPE');
    await user.click(screen.getByRole('button', { name: id['auth.referral.submit'] }));
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(id['auth.referral.unknown']),
    );
  });

  it("shows the gateway's field error (an own or a second code)", async () => {
    useErrorCase(
      mockServer,
      'applyReferral',
      400,
      errorEnvelope('validation_failed', 'id', { referral_code: 'field.invalid' }),
    );
    const { user } = await renderReferral();
    await fill(user, codeField(), 'SARI2024');
    await user.click(screen.getByRole('button', { name: id['auth.referral.submit'] }));
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription('Nilai tidak valid'));
  });

  it('shows any other failure above the form', async () => {
    useErrorCase(mockServer, 'applyReferral', 429);
    const { user } = await renderReferral();
    await fill(user, codeField(), 'SARI2024');
    await user.click(screen.getByRole('button', { name: id['auth.referral.submit'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi',
    );
  });

  it('needs a code', async () => {
    const { user } = await renderReferral();
    await user.click(screen.getByRole('button', { name: id['auth.referral.submit'] }));
    expect(await screen.findByText('Wajib diisi')).toBeInTheDocument();
  });
});
