import { browserCookieJar, COOKIE_NAMES } from '@storefront/api';
import { errorEnvelope, signInForTests, useErrorCase } from '@storefront/api/testing';
import { screen, waitFor } from '@testing-library/react';
import { fieldLabel, fill, LocationProbe } from '@storefront/ui-support/testing';
import '@storefront/ui-support/testing/patient-queries';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import id from './i18n/id-ID';
import PasswordScreen from './password-screen';

function renderPassword() {
  return renderScreen(
    <>
      <PasswordScreen />
      <LocationProbe />
    </>,
    { routePath: '*', url: 'account/password' },
  );
}

type User = Awaited<ReturnType<typeof renderPassword>>['user'];
const input = (key: keyof typeof id) => screen.getByLabelText(fieldLabel(id[key]));

async function passCheck(user: User, current = 'lama12345') {
  await fill(user, input('account.field.passwordCurrent'), current);
  await user.click(screen.getByRole('button', { name: id['account.password.continue'] }));
  await screen.findByRole('heading', { name: id['account.password.newTitle'] });
}

async function submitNew(user: User, password: string, confirm = password) {
  await fill(user, input('account.field.passwordNew'), password);
  await fill(user, input('account.field.passwordConfirm'), confirm);
  await user.click(screen.getByRole('button', { name: id['account.password.submit'] }));
}

// Screens render the whole form stack; on a loaded machine under coverage a flow takes seconds.
describe('PasswordScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signInForTests();
  });

  it('checks the current password, sets the new one and keeps this tab signed in', async () => {
    const tokenBefore = browserCookieJar().get(COOKIE_NAMES.token);
    const { user } = await renderPassword();
    await passCheck(user);
    await submitNew(user, 'baru12345');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/id-ID/account'));
    expect(await screen.findByText(id['account.password.changed'])).toBeInTheDocument();
    const tokenAfter = browserCookieJar().get(COOKIE_NAMES.token);
    expect(tokenAfter).toBeDefined();
    expect(tokenAfter).not.toBe(tokenBefore);
  });

  it('shows a wrong current password under its field and stays at the check', async () => {
    useErrorCase(mockServer, 'confirmPassword', 422, errorEnvelope('password_current_wrong', 'id'));
    const { user } = await renderPassword();
    await fill(user, input('account.field.passwordCurrent'), 'salah123');
    await user.click(screen.getByRole('button', { name: id['account.password.continue'] }));
    await waitFor(() =>
      expect(input('account.field.passwordCurrent')).toHaveAccessibleDescription(
        'Kata sandi saat ini salah',
      ),
    );
    expect(screen.queryByLabelText(fieldLabel(id['account.field.passwordNew']))).toBeNull();
  });

  it('shows any other failure of the check above the form', async () => {
    useErrorCase(mockServer, 'confirmPassword', 429);
    const { user } = await renderPassword();
    await fill(user, input('account.field.passwordCurrent'), 'lama12345');
    await user.click(screen.getByRole('button', { name: id['account.password.continue'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi',
    );
  });

  it('needs the current password', async () => {
    const { user } = await renderPassword();
    await user.click(screen.getByRole('button', { name: id['account.password.continue'] }));
    expect(await screen.findByText('Wajib diisi')).toBeInTheDocument();
  });

  it.each([
    [
      'two different passwords',
      'baru12345',
      'baru12346',
      'account.field.passwordConfirm',
      'Kata sandi tidak sama',
    ],
    [
      'the current password again',
      'lama12345',
      'lama12345',
      'account.field.passwordNew',
      'Kata sandi baru harus berbeda dari kata sandi saat ini',
    ],
    [
      'a password without digits',
      'barubarubaru',
      'barubarubaru',
      'account.field.passwordNew',
      'Kata sandi harus mengandung huruf dan angka',
    ],
    [
      'a password of 7 characters',
      'baru123',
      'baru123',
      'account.field.passwordNew',
      'Minimal 8 karakter',
    ],
  ] as const)('refuses %s before sending', async (_name, password, confirm, field, message) => {
    const { user } = await renderPassword();
    await passCheck(user);
    await submitNew(user, password, confirm);
    await waitFor(() =>
      expect(input(field)).toHaveAccessibleDescription(new RegExp(`${message}$`)),
    );
  });

  it('goes back to the check when the current password changed meanwhile', async () => {
    useErrorCase(mockServer, 'changePassword', 422, errorEnvelope('password_current_wrong', 'id'));
    const { user } = await renderPassword();
    await passCheck(user);
    await submitNew(user, 'baru12345');
    expect(await screen.findByText('Kata sandi saat ini salah')).toBeInTheDocument();
    expect(input('account.field.passwordCurrent')).toBeInTheDocument();
  });

  it('shows the field errors of a refused change under the fields', async () => {
    useErrorCase(
      mockServer,
      'changePassword',
      400,
      errorEnvelope('validation_failed', 'id', { password_new: 'field.password_weak' }),
    );
    const { user } = await renderPassword();
    await passCheck(user);
    await submitNew(user, 'baru12345');
    await waitFor(() =>
      expect(input('account.field.passwordNew')).toHaveAccessibleDescription(
        /Kata sandi harus mengandung huruf dan angka$/,
      ),
    );
  });

  it('shows any other failure of the change above the form', async () => {
    useErrorCase(mockServer, 'changePassword', 429);
    const { user } = await renderPassword();
    await passCheck(user);
    await submitNew(user, 'baru12345');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi',
    );
  });
});
