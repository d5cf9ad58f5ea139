import { errorEnvelope, useErrorCase } from '@storefront/api/testing';
import { screen } from '@testing-library/react';
import { fieldLabel, fill } from '@storefront/ui-support/testing';
import '@storefront/ui-support/testing/patient-queries';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import id from './i18n/id-ID';
import VerifyEmailScreen from './verify-email-screen';

/** Strict mode runs the effect twice, as development builds do: the link must be spent once. */
function renderVerify(url: string) {
  return renderScreen(
    <StrictMode>
      <VerifyEmailScreen />
    </StrictMode>,
    { routePath: 'verify-email', url },
  );
}

// Screens render the whole form stack; on a loaded machine under coverage a flow takes seconds.
describe('VerifyEmailScreen', { timeout: 20_000 }, () => {
  afterEach(() => mockServer.events.removeAllListeners());

  it('verifies the email of the link once, on arrival', async () => {
    const calls: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('verify-email')) calls.push(request.url);
    });
    await renderVerify('verify-email?token=abc123');

    expect(screen.getByRole('status')).toHaveTextContent(id['auth.verifyEmail.verifying']);
    expect(await screen.findByText(/sudah terverifikasi/)).toHaveTextContent(
      'sari.wulandari@example.co.id sudah terverifikasi',
    );
    expect(screen.getByRole('link', { name: id['auth.verifyEmail.toLogin'] })).toHaveAttribute(
      'href',
      '/id-ID/login',
    );
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0] ?? '').searchParams.get('token')).toBe('abc123');
  });

  it("shows 'Gagal memverifikasi akun' for a used link and offers a new one", async () => {
    useErrorCase(
      mockServer,
      'verifyEmail',
      422,
      errorEnvelope('account_verification_failed', 'id'),
    );
    const { user } = await renderVerify('verify-email?token=used');

    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memverifikasi akun');
    await fill(
      user,
      screen.getByLabelText(fieldLabel(id['auth.field.email'])),
      'sari@example.co.id',
    );
    await user.click(screen.getByRole('button', { name: id['auth.verifyEmail.resend'] }));
    expect(await screen.findByText(/tautan baru sedang dikirim/)).toBeInTheDocument();
  });

  it('asks for the email again when the link has no token', async () => {
    await renderVerify('verify-email');
    expect(screen.getByRole('alert')).toHaveTextContent(id['auth.link.incomplete']);
    expect(
      screen.getByRole('heading', { name: id['auth.verifyEmail.resendTitle'] }),
    ).toBeInTheDocument();
  });

  it('shows why a new link could not be sent', async () => {
    useErrorCase(mockServer, 'sendVerificationEmail', 429);
    const { user } = await renderVerify('verify-email');
    await fill(
      user,
      screen.getByLabelText(fieldLabel(id['auth.field.email'])),
      'sari@example.co.id',
    );
    await user.click(screen.getByRole('button', { name: id['auth.verifyEmail.resend'] }));
    expect(
      await screen.findByText('Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi'),
    ).toBeInTheDocument();
  });

  it('checks the email before asking for a new link', async () => {
    const { user } = await renderVerify('verify-email');
    await fill(user, screen.getByLabelText(fieldLabel(id['auth.field.email'])), 'sari@');
    await user.click(screen.getByRole('button', { name: id['auth.verifyEmail.resend'] }));
    expect(await screen.findByText('Format email tidak valid')).toBeInTheDocument();
  });
});
