import { errorEnvelope, useErrorCase } from '@storefront/api/testing';
import { screen, waitFor } from '@testing-library/react';
import { fieldLabel, fill, LocationProbe } from '@storefront/ui-support/testing';
import '@storefront/ui-support/testing/patient-queries';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import id from './i18n/id-ID';
import ResetPasswordScreen from './reset-password-screen';

function renderReset(url: string) {
  return renderScreen(
    <>
      <ResetPasswordScreen />
      <LocationProbe />
    </>,
    { routePath: '*', url },
  );
}

type User = Awaited<ReturnType<typeof renderReset>>['user'];

async function typePasswords(user: User, password: string, confirm = password) {
  await fill(user, screen.getByLabelText(fieldLabel(id['auth.field.passwordNew'])), password);
  await fill(user, screen.getByLabelText(fieldLabel(id['auth.field.passwordConfirm'])), confirm);
  await user.click(screen.getByRole('button', { name: id['auth.reset.submit'] }));
}

// Screens render the whole form stack; on a loaded machine under coverage a flow takes seconds.
describe('ResetPasswordScreen', { timeout: 20_000 }, () => {
  afterEach(() => mockServer.events.removeAllListeners());

  it('sets the new password with the token of the link and sends the user to sign in', async () => {
    const bodies: unknown[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT')
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
    });
    const { user } = await renderReset('reset-password?token=tok-123');
    await typePasswords(user, 'barubaru99');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/id-ID/login'));
    expect(await screen.findByText(id['auth.reset.done'])).toBeInTheDocument();
    expect(bodies).toEqual([
      { token: 'tok-123', password_new: 'barubaru99', password_confirm: 'barubaru99' },
    ]);
  });

  it('refuses two different passwords before sending', async () => {
    const { user } = await renderReset('reset-password?token=tok-123');
    await typePasswords(user, 'barubaru99', 'barubaru98');
    expect(await screen.findByText('Kata sandi tidak sama')).toBeInTheDocument();
  });

  it('shows that a used or expired link failed, with a way to ask for a new one', async () => {
    useErrorCase(
      mockServer,
      'resetPassword',
      422,
      errorEnvelope('account_verification_failed', 'id'),
    );
    const { user } = await renderReset('reset-password?token=old');
    await typePasswords(user, 'barubaru99');

    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memverifikasi akun');
    expect(screen.getByRole('link', { name: id['auth.reset.newLink'] })).toHaveAttribute(
      'href',
      '/id-ID/forgot-password',
    );
  });

  it('puts a refused new password under its field', async () => {
    useErrorCase(
      mockServer,
      'resetPassword',
      400,
      errorEnvelope('validation_failed', 'id', { password_new: 'field.password_weak' }),
    );
    const { user } = await renderReset('reset-password?token=tok-123');
    await typePasswords(user, 'barubaru99');
    await waitFor(() =>
      expect(
        screen.getByLabelText(fieldLabel(id['auth.field.passwordNew'])),
      ).toHaveAccessibleDescription(/Kata sandi harus mengandung huruf dan angka$/),
    );
  });

  it('explains a link without its token instead of showing the form', async () => {
    await renderReset('reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(id['auth.link.incomplete']);
    expect(screen.queryByLabelText(fieldLabel(id['auth.field.passwordNew']))).toBeNull();
  });
});
