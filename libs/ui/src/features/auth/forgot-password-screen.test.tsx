import { errorEnvelope, useErrorCase } from '@storefront/api/testing';
import { screen } from '@testing-library/react';
import { fieldLabel, fill } from '@storefront/ui-support/testing';
import '@storefront/ui-support/testing/patient-queries';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import ForgotPasswordScreen from './forgot-password-screen';
import id from './i18n/id-ID';
import { fakeCaptcha } from './testing/fake-captcha-widget';

// The real widget needs workers and a secure context; jsdom has neither (decision 286).
vi.mock('./components/load-captcha-widget', async () => {
  const { installFakeCaptchaWidget } = await import('./testing/fake-captcha-widget');
  return { loadCaptchaWidget: installFakeCaptchaWidget };
});

function renderForgot(url = 'forgot-password') {
  return renderScreen(<ForgotPasswordScreen />, { routePath: 'forgot-password', url });
}

// Screens render the whole form stack; on a loaded machine under coverage a flow takes seconds.
describe('ForgotPasswordScreen', { timeout: 20_000 }, () => {
  afterEach(() => mockServer.events.removeAllListeners());

  it('sends the link with a solved captcha and confirms without saying whether the account exists', async () => {
    const bodies: unknown[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('/reset-password'))
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
    });
    const { user } = await renderForgot('forgot-password?email=sari%40example.co.id');
    expect(
      await screen.findByRole('checkbox', { name: id['auth.captcha.label'] }),
    ).toBeInTheDocument();
    const email = screen.getByLabelText(fieldLabel(id['auth.field.email']));
    expect(email).toHaveValue('sari@example.co.id');

    await user.click(screen.getByRole('button', { name: id['auth.forgot.submit'] }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Jika sari@example.co.id terdaftar',
    );
    expect(bodies).toHaveLength(1);
    const { captcha } = bodies[0] as { captcha: string };
    expect(JSON.parse(atob(captcha))).toMatchObject({ challenge: fakeCaptcha.challenges.at(-1) });
    await user.click(screen.getByRole('button', { name: id['auth.forgot.again'] }));
    expect(screen.getByLabelText(fieldLabel(id['auth.field.email']))).toBeInTheDocument();
  });

  it('shows a refused captcha at the widget, not over the form', async () => {
    useErrorCase(mockServer, 'sendPasswordReset', 422, errorEnvelope('captcha_invalid', 'id'));
    const { user } = await renderForgot('forgot-password?email=sari%40example.co.id');
    await user.click(screen.getByRole('button', { name: id['auth.forgot.submit'] }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Konfirmasi ulang bahwa Anda bukan robot');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
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
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi',
    );
  });

  it('links back to the sign-in', async () => {
    await renderForgot();
    expect(screen.getByRole('link', { name: id['auth.forgot.backToLogin'] })).toHaveAttribute(
      'href',
      '/id-ID/login',
    );
  });
});
