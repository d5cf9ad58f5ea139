import { errorEnvelope, useErrorCase } from '@storefront/api/testing';
import { screen } from '@testing-library/react';
import { fieldLabel, fill } from '@storefront/ui-support/testing';
import '@storefront/ui-support/testing/patient-queries';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import ForgotPasswordScreen from './forgot-password-screen';
import id from './i18n/id-ID';

function renderForgot(url = 'forgot-password') {
  return renderScreen(<ForgotPasswordScreen />, { routePath: 'forgot-password', url });
}

// Screens render the whole form stack; on a loaded machine under coverage a flow takes seconds.
describe('ForgotPasswordScreen', { timeout: 20_000 }, () => {
  it('sends the link and confirms without saying whether the account exists', async () => {
    const { user } = await renderForgot('forgot-password?email=sari%40example.co.id');
    const email = screen.getByLabelText(fieldLabel(id['auth.field.email']));
    expect(email).toHaveValue('sari@example.co.id');

    await user.click(screen.getByRole('button', { name: id['auth.forgot.submit'] }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Jika sari@example.co.id terdaftar',
    );
    await user.click(screen.getByRole('button', { name: id['auth.forgot.again'] }));
    expect(screen.getByLabelText(fieldLabel(id['auth.field.email']))).toBeInTheDocument();
  });

  it('asks for a valid email first', async () => {
    const { user } = await renderForgot();
    await user.click(screen.getByRole('button', { name: id['auth.forgot.submit'] }));
    expect(await screen.findByText('Wajib diisi')).toBeInTheDocument();
  });

  it('shows the gateway refusal', async () => {
    useErrorCase(mockServer, 'sendPasswordReset', 429, errorEnvelope('too_many_requests', 'id'));
    const { user } = await renderForgot();
    await fill(
      user,
      screen.getByLabelText(fieldLabel(id['auth.field.email'])),
      'sari@example.co.id',
    );
    await user.click(screen.getByRole('button', { name: id['auth.forgot.submit'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent('To many request');
  });

  it('links back to the sign-in', async () => {
    await renderForgot();
    expect(screen.getByRole('link', { name: id['auth.forgot.backToLogin'] })).toHaveAttribute(
      'href',
      '/id-ID/login',
    );
  });
});
