import { readSession } from '@storefront/api';
import {
  errorEnvelope,
  makeSession,
  makeSessionIdentity,
  makeSiteContent,
  useErrorCase,
  useSuccessCase,
} from '@storefront/api/testing';
import { KZ_MARKET, TH_MARKET } from '@storefront/domain';
import { screen, waitFor } from '@testing-library/react';
import { fieldLabel, fill, LocationProbe } from '@storefront/ui-support/testing';
import '@storefront/ui-support/testing/patient-queries';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import { mockServer } from '../../testing/mock-server';
import { browserCookieJar, siteContentApi } from '@storefront/api';
import en from './i18n/en-US';
import id from './i18n/id-ID';
import LoginScreen from './login-screen';
import { installFakeGoogleIdentity } from './testing/fake-google-identity';

function renderLogin(url = 'login', options: Parameters<typeof renderScreen>[1] = {}) {
  return renderScreen(
    <>
      <LoginScreen />
      <LocationProbe />
    </>,
    { routePath: '*', url, ...options },
  );
}

async function fillAndSubmit(user: Awaited<ReturnType<typeof renderLogin>>['user']) {
  await fill(
    user,
    screen.getByLabelText(fieldLabel(id['auth.field.email'])),
    'sari.wulandari@example.co.id',
  );
  await fill(user, screen.getByLabelText(fieldLabel(id['auth.field.password'])), 'rahasia123');
  await user.click(screen.getByRole('button', { name: id['auth.login.submit'] }));
}

beforeEach(() => {
  vi.stubEnv('VITE_GOOGLE_CLIENT_ID', '');
});
afterEach(() => {
  vi.unstubAllEnvs();
  delete window.google;
});

// Screens render the whole form stack; on a loaded machine under coverage a flow takes seconds.
describe('LoginScreen', { timeout: 20_000 }, () => {
  it('signs in, keeps the session cookie and goes back to the interrupted page', async () => {
    const { user } = await renderLogin('login?next=%2Fid-ID%2Fcart');
    await fillAndSubmit(user);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/id-ID/cart'));
    expect(readSession(browserCookieJar()).loggedIn).toBe(true);
    expect(await screen.findByText('Selamat datang, Sari Wulandari')).toBeInTheDocument();
  });

  it('goes home when the next path is not one of the storefront', async () => {
    const { user } = await renderLogin('login?next=%2F%2Fevil.example');
    await fillAndSubmit(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/id-ID$/));
  });

  it('sends a first-time customer to the welcome steps, keeping where they were going', async () => {
    useSuccessCase(mockServer, 'login', makeSession(makeSessionIdentity({ is_first_time: true })));
    const { user } = await renderLogin('login?next=%2Fid-ID%2Fcart');
    await fillAndSubmit(user);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/id-ID/welcome?next=%2Fid-ID%2Fcart',
      ),
    );
  });

  it('shows the wrong-password message and stays on the page', async () => {
    useErrorCase(mockServer, 'login', 422, errorEnvelope('invalid_credentials', 'id'));
    const { user } = await renderLogin();
    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Email atau kata sandi salah');
    expect(screen.getByTestId('location')).toHaveTextContent('/id-ID/login');
    expect(readSession(browserCookieJar()).loggedIn).toBe(false);
  });

  it('checks the fields before calling the gateway', async () => {
    const { user } = await renderLogin();
    await fill(user, screen.getByLabelText(fieldLabel(id['auth.field.email'])), 'not-an-email');
    await user.click(screen.getByRole('button', { name: id['auth.login.submit'] }));

    expect(await screen.findByText('Format email tidak valid')).toBeInTheDocument();
    expect(screen.getByText('Wajib diisi')).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel(id['auth.field.email']))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('puts the field errors of a refused form under their fields', async () => {
    useErrorCase(
      mockServer,
      'login',
      400,
      errorEnvelope('validation_failed', 'id', { email: 'field.email' }),
    );
    const { user } = await renderLogin();
    await fillAndSubmit(user);

    expect(await screen.findByText('Format email tidak valid')).toBeInTheDocument();
    // The 400's fixed 'Bad request' says nothing the field does not: no alert.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers registration only where the market shows it', async () => {
    await renderLogin('login', { market: TH_MARKET, locale: 'en-US' });
    expect(screen.queryByRole('link', { name: en['auth.login.register'] })).not.toBeInTheDocument();
  });

  it('links to registration, password reset and the code sign-in', async () => {
    await renderLogin('login?next=%2Fid-ID%2Forders');
    expect(screen.getByRole('link', { name: id['auth.login.register'] })).toHaveAttribute(
      'href',
      '/id-ID/register',
    );
    expect(screen.getByRole('link', { name: id['auth.login.forgot'] })).toHaveAttribute(
      'href',
      '/id-ID/forgot-password',
    );
    expect(screen.getByRole('link', { name: id['auth.login.withCode'] })).toHaveAttribute(
      'href',
      '/id-ID/verify-otp?next=%2Fid-ID%2Forders',
    );
  });

  describe('Google sign-in', () => {
    beforeEach(() => {
      vi.stubEnv('VITE_GOOGLE_CLIENT_ID', 'storefront.apps.googleusercontent.com');
    });

    it('signs in with the Google ID token when the web configuration turns it on', async () => {
      const calls = installFakeGoogleIdentity('google-token-1');
      const { user } = await renderLogin('login?next=%2Fid-ID%2Fwishlist');

      await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/id-ID/wishlist'),
      );
      expect(calls.initialize).toEqual([
        expect.objectContaining({ client_id: 'storefront.apps.googleusercontent.com' }),
      ]);
    });

    it('shows the gateway refusal of a Google sign-in', async () => {
      installFakeGoogleIdentity();
      useErrorCase(
        mockServer,
        'loginWithGoogle',
        422,
        errorEnvelope('account_verification_failed', 'id'),
      );
      const { user } = await renderLogin();

      await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memverifikasi akun');
    });

    it('has no Google button where the web configuration turns it off', async () => {
      installFakeGoogleIdentity();
      useSuccessCase(mockServer, 'getSiteContent', makeSiteContent(KZ_MARKET));
      const { store } = await renderLogin();
      // The absence means something only once the web configuration has arrived.
      await waitFor(() =>
        expect(siteContentApi.endpoints.getSiteContent.select()(store.getState()).isSuccess).toBe(
          true,
        ),
      );
      expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    });

    it('says so when the Google script cannot load', async () => {
      await renderLogin();
      const script = await waitFor(() => {
        const found = document.head.querySelector<HTMLScriptElement>(
          'script[src*="accounts.google.com"]',
        );
        expect(found).not.toBeNull();
        return found as HTMLScriptElement;
      });
      script.dispatchEvent(new Event('error'));
      expect(await screen.findByText(id['auth.google.unavailable'])).toBeInTheDocument();
    });
  });
});
