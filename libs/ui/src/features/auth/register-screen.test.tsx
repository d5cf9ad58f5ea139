import { browserCookieJar, readSession } from '@storefront/api';
import { errorEnvelope, useErrorCase } from '@storefront/api/testing';
import { TH_MARKET } from '@storefront/domain';
import { screen, waitFor } from '@testing-library/react';
import { fieldLabel, fill, LocationProbe } from '@storefront/ui-support/testing';
import '@storefront/ui-support/testing/patient-queries';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import en from './i18n/en-US';
import id from './i18n/id-ID';
import RegisterScreen from './register-screen';
import { fakeCaptcha } from './testing/fake-captcha-widget';

// The real widget needs workers and a secure context; jsdom has neither (decision 286).
vi.mock('./components/load-captcha-widget', async () => {
  const { installFakeCaptchaWidget } = await import('./testing/fake-captcha-widget');
  return { loadCaptchaWidget: installFakeCaptchaWidget };
});

type User = Awaited<ReturnType<typeof renderScreen>>['user'];

async function fillForm(user: User, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    'auth.field.firstName': 'Sari',
    'auth.field.lastName': 'Wulandari',
    'auth.field.email': 'Sari.Baru@Example.co.id',
    'auth.field.phone': '0812 3456 7890',
    'auth.field.password': 'rahasia123',
    'auth.field.passwordConfirm': 'rahasia123',
    ...overrides,
  } as const;
  for (const [key, value] of Object.entries(values)) {
    const input = screen.getByLabelText(fieldLabel(id[key as keyof typeof id]));
    await fill(user, input, value);
  }
}

/** Records the body of the registration call the screen makes. */
function captureRegistration() {
  const bodies: unknown[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/v1/auth/registration')) {
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
    }
  });
  return bodies;
}

// Screens render the whole form stack; on a loaded machine under coverage a flow takes seconds.
describe('RegisterScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    fakeCaptcha.challenges.length = 0;
    fakeCaptcha.failing = false;
  });
  afterEach(() => mockServer.events.removeAllListeners());

  it('creates the account with the phone in international form, signs in and says what comes next', async () => {
    const bodies = captureRegistration();
    expect(readSession(browserCookieJar()).loggedIn).toBe(false);
    const { user } = await renderScreen(<RegisterScreen />, {
      routePath: 'register',
      url: 'register?ref=BUDI2024&next=%2Fid-ID%2Fcart',
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: id['auth.register.submit'] }));

    expect(
      await screen.findByRole('heading', { name: id['auth.register.doneTitle'] }),
    ).toBeInTheDocument();
    // Signed in by the answer itself (issue 14): no second step before the storefront.
    const session = readSession(browserCookieJar());
    expect(session.loggedIn).toBe(true);
    expect(session.identity).toMatchObject({
      email: 'sari.baru@example.co.id',
      is_first_time: true,
    });
    expect(screen.getByRole('status')).toHaveTextContent('sari.baru@example.co.id');
    // The phone is best proved now; either way the welcome, then where the customer was going.
    expect(screen.getByRole('link', { name: id['auth.register.verifyPhone'] })).toHaveAttribute(
      'href',
      `/id-ID/verify-phone?next=${encodeURIComponent('/id-ID/welcome?next=%2Fid-ID%2Fcart')}`,
    );
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      namaDepan: 'Sari',
      namaBelakang: 'Wulandari',
      email: 'sari.baru@example.co.id',
      telepon: '+6281234567890',
      password: 'rahasia123',
      referral_code: 'BUDI2024',
      captcha: expect.any(String),
    });
  });

  it('sends the captcha solved on the gateway’s challenge, its texts in the page’s language', async () => {
    const bodies = captureRegistration();
    const { user } = await renderScreen(<RegisterScreen />, { routePath: 'register' });
    expect(
      await screen.findByRole('checkbox', { name: id['auth.captcha.label'] }),
    ).toBeInTheDocument();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: id['auth.register.submit'] }));

    await screen.findByRole('heading', { name: id['auth.register.doneTitle'] });
    await waitFor(() => expect(bodies).toHaveLength(1));
    const { captcha } = bodies[0] as { captcha: string };
    expect(fakeCaptcha.challenges).toHaveLength(1);
    expect(JSON.parse(atob(captcha))).toMatchObject({ challenge: fakeCaptcha.challenges[0] });
  });

  it('shows a refused captcha at the widget, solves a fresh one and sends that next', async () => {
    const bodies = captureRegistration();
    useErrorCase(mockServer, 'register', 422, errorEnvelope('captcha_invalid', 'id'));
    const { user } = await renderScreen(<RegisterScreen />, { routePath: 'register' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: id['auth.register.submit'] }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Konfirmasi ulang bahwa Anda bukan robot',
    );
    // The refused solution was spent: the widget already solved a new challenge.
    await waitFor(() => expect(fakeCaptcha.challenges).toHaveLength(2));
    mockServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: id['auth.register.submit'] }));
    await screen.findByRole('heading', { name: id['auth.register.doneTitle'] });
    await waitFor(() => expect(bodies).toHaveLength(2));
    const [first, second] = bodies as { captcha: string }[];
    expect(second?.captcha).not.toBe(first?.captcha);
    expect(JSON.parse(atob(second?.captcha ?? ''))).toMatchObject({
      challenge: fakeCaptcha.challenges[1],
    });
  });

  it('sends nothing while the captcha cannot be solved, and says so at the widget', async () => {
    const bodies = captureRegistration();
    fakeCaptcha.failing = true;
    const { user } = await renderScreen(<RegisterScreen />, { routePath: 'register' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: id['auth.register.submit'] }));

    expect(await screen.findByRole('alert')).toHaveTextContent(id['auth.captcha.failed']);
    expect(bodies).toEqual([]);
  });

  it('goes on to the welcome, keeping where the customer was going', async () => {
    const { user } = await renderScreen(
      <>
        <RegisterScreen />
        <LocationProbe />
      </>,
      { routePath: '*', url: 'register?next=%2Fid-ID%2Fcart' },
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: id['auth.register.submit'] }));
    await user.click(await screen.findByRole('button', { name: id['auth.register.continue'] }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/id-ID/welcome?next=%2Fid-ID%2Fcart',
      ),
    );
  });

  it("shows 'Email sudah terdaftar' under the email", async () => {
    useErrorCase(mockServer, 'register', 409, errorEnvelope('email_registered', 'id'));
    const { user } = await renderScreen(<RegisterScreen />, { routePath: 'register' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: id['auth.register.submit'] }));

    const email = screen.getByLabelText(fieldLabel(id['auth.field.email']));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email sudah terdaftar'));
    expect(email).toHaveFocus();
  });

  it('checks the form before sending: names, phone of the market and matching passwords', async () => {
    const { user } = await renderScreen(<RegisterScreen />, { routePath: 'register' });
    await fillForm(user, {
      'auth.field.firstName': 'S',
      'auth.field.phone': '12345',
      'auth.field.password': 'rahasiaku',
      'auth.field.passwordConfirm': 'lain123',
    });
    await user.click(screen.getByRole('button', { name: id['auth.register.submit'] }));

    expect(await screen.findByText('Minimal 2 karakter')).toBeInTheDocument();
    expect(screen.getByText('Nomor telepon tidak valid')).toBeInTheDocument();
    expect(screen.getByText('Kata sandi harus mengandung huruf dan angka')).toBeInTheDocument();
    expect(screen.getByText('Kata sandi tidak sama')).toBeInTheDocument();
  });

  it('shows the server field errors under the fields they name', async () => {
    useErrorCase(
      mockServer,
      'register',
      400,
      errorEnvelope('validation_failed', 'id', {
        telepon: 'field.phone',
        referral_code: 'field.invalid',
      }),
    );
    const { user } = await renderScreen(<RegisterScreen />, { routePath: 'register' });
    await fillForm(user);
    await fill(user, screen.getByLabelText(fieldLabel(id['auth.field.referralCode'])), 'XYZ');
    await user.click(screen.getByRole('button', { name: id['auth.register.submit'] }));

    await waitFor(() =>
      expect(screen.getByLabelText(fieldLabel(id['auth.field.phone']))).toHaveAccessibleDescription(
        /Nomor telepon tidak valid$/,
      ),
    );
    expect(
      screen.getByLabelText(fieldLabel(id['auth.field.referralCode'])),
    ).toHaveAccessibleDescription(/Nilai tidak valid$/);
  });

  it('shows any other refusal above the form', async () => {
    useErrorCase(mockServer, 'register', 429);
    const { user } = await renderScreen(<RegisterScreen />, { routePath: 'register' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: id['auth.register.submit'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi',
    );
  });

  it('sends the verification email again from the confirmation', async () => {
    const { user } = await renderScreen(<RegisterScreen />, { routePath: 'register' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: id['auth.register.submit'] }));
    await user.click(await screen.findByRole('button', { name: id['auth.register.resend'] }));
    expect(await screen.findByText(id['auth.register.resent'])).toBeInTheDocument();
  });

  it('tells when sending the email again fails', async () => {
    mockServer.use(
      http.post('*/v1/auth/send/:email/verification', () =>
        HttpResponse.json(errorEnvelope('too_many_requests', 'id'), { status: 429 }),
      ),
    );
    const { user } = await renderScreen(<RegisterScreen />, { routePath: 'register' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: id['auth.register.submit'] }));
    await user.click(await screen.findByRole('button', { name: id['auth.register.resend'] }));
    expect(
      await screen.findByText('Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi'),
    ).toBeInTheDocument();
  });

  it('answers like a missing page where the market hides registration', async () => {
    await renderScreen(<RegisterScreen />, {
      routePath: 'register',
      market: TH_MARKET,
      locale: 'en-US',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: en['auth.register.closedTitle'] }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en['auth.register.submit'] })).toBeNull();
    expect(screen.getByRole('link', { name: en['auth.register.toLogin'] })).toHaveAttribute(
      'href',
      '/en-US/login',
    );
  });
});
