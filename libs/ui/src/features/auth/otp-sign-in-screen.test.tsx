import { browserCookieJar, readSession } from '@storefront/api';
import {
  errorEnvelope,
  makeSession,
  makeSessionIdentity,
  useErrorCase,
  useSuccessCase,
} from '@storefront/api/testing';
import { screen, waitFor } from '@testing-library/react';
import { fieldLabel, fill, LocationProbe } from '@storefront/ui-support/testing';
import '@storefront/ui-support/testing/patient-queries';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import id from './i18n/id-ID';
import OtpSignInScreen from './otp-sign-in-screen';

/** The countdown re-reads the clock once a real second: give a moved clock time to show. */
const TICK = { timeout: 3000 };

function renderOtp(url = 'verify-otp?email=sari.wulandari%40example.co.id') {
  return renderScreen(
    <>
      <OtpSignInScreen />
      <LocationProbe />
    </>,
    { routePath: '*', url },
  );
}

type User = Awaited<ReturnType<typeof renderOtp>>['user'];

/** Asks for the code and waits until the wait for the next one has started. */
async function sendCode(user: User) {
  await user.click(screen.getByRole('button', { name: id['auth.otp.send'] }));
  await screen.findByText(/^Anda bisa meminta kode baru dalam/);
}

async function enterCode(user: User, code: string) {
  await fill(user, screen.getByLabelText(fieldLabel(id['auth.otp.code'])), code);
  await user.click(screen.getByRole('button', { name: id['auth.otp.verify'] }));
}

const resendButton = () => screen.queryByRole('button', { name: id['auth.otp.resend'] });

// Screens render the whole form stack; on a loaded machine under coverage a flow takes seconds.
describe('OtpSignInScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // Only the clock is fake: it stands still unless moved, while the countdown's real one-second
    // tick (and user-event, msw, waitFor) keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the code to the phone of the account and signs in with it', async () => {
    const { user } = await renderOtp(
      'verify-otp?email=sari.wulandari%40example.co.id&next=%2Fid-ID%2Fcart',
    );
    await sendCode(user);
    expect(screen.getByText(/Kode sudah kami kirim ke/)).toHaveTextContent('+62•••••7890');

    await enterCode(user, '482913');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/id-ID/cart'));
    expect(readSession(browserCookieJar()).loggedIn).toBe(true);
  });

  it('lets a new code be asked only after 60 seconds, then restarts the wait', async () => {
    const { user } = await renderOtp();
    await sendCode(user);

    expect(screen.getByText('Anda bisa meminta kode baru dalam 1:00')).toBeInTheDocument();
    expect(resendButton()).toBeNull();
    vi.advanceTimersByTime(59_000);
    expect(
      await screen.findByText('Anda bisa meminta kode baru dalam 0:01', {}, TICK),
    ).toBeInTheDocument();
    expect(resendButton()).toBeNull();
    vi.advanceTimersByTime(1_000);
    expect(
      await screen.findByRole('button', { name: id['auth.otp.resend'] }, TICK),
    ).toBeInTheDocument();

    await user.click(resendButton() as HTMLElement);
    expect(await screen.findByText(id['auth.otp.resent'])).toBeInTheDocument();
    expect(screen.getByText('Anda bisa meminta kode baru dalam 1:00')).toBeInTheDocument();
  });

  it('waits as long as the gateway asks when its hourly cap pushes the next send out', async () => {
    useSuccessCase(mockServer, 'requestOtp', {
      sent_to: '+62•••••7890',
      expires_at: new Date(Date.now() + 600_000).toISOString(),
      resend_at: new Date(Date.now() + 300_000).toISOString(),
    });
    const { user } = await renderOtp();
    await sendCode(user);
    expect(screen.getByText('Anda bisa meminta kode baru dalam 5:00')).toBeInTheDocument();
  });

  it('shows a wrong code under the code box', async () => {
    useErrorCase(mockServer, 'validateOtp', 422, errorEnvelope('otp_invalid', 'id'));
    const { user } = await renderOtp();
    await sendCode(user);
    await enterCode(user, '000000');

    const code = screen.getByLabelText(fieldLabel(id['auth.otp.code']));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/Kode verifikasi salah$/));
    expect(readSession(browserCookieJar()).loggedIn).toBe(false);
  });

  it('accepts only six digits', async () => {
    const { user } = await renderOtp();
    await sendCode(user);
    await enterCode(user, '12a45');
    expect(
      await screen.findByText('Masukkan kode verifikasi lengkap (hanya angka)'),
    ).toBeInTheDocument();
  });

  it('says so when the email has no account', async () => {
    useErrorCase(mockServer, 'requestOtp', 404);
    const { user } = await renderOtp();
    await user.click(screen.getByRole('button', { name: id['auth.otp.send'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Data tidak ditemukan');
  });

  it('tells when a new code could not be sent', async () => {
    const { user } = await renderOtp();
    await sendCode(user);
    useErrorCase(mockServer, 'requestOtp', 429);
    vi.advanceTimersByTime(60_000);
    await user.click(await screen.findByRole('button', { name: id['auth.otp.resend'] }, TICK));
    expect(
      await screen.findByText('Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi'),
    ).toBeInTheDocument();
  });

  it('sends a first-time customer to the welcome steps', async () => {
    useSuccessCase(
      mockServer,
      'validateOtp',
      makeSession(makeSessionIdentity({ is_first_time: true })),
    );
    const { user } = await renderOtp();
    await sendCode(user);
    await enterCode(user, '482913');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/id-ID/welcome?next=%2Fid-ID'),
    );
  });

  it('goes back to the email to use another account', async () => {
    const { user } = await renderOtp();
    await sendCode(user);
    await user.click(screen.getByRole('button', { name: id['auth.otp.otherEmail'] }));
    expect(screen.getByLabelText(fieldLabel(id['auth.field.email']))).toHaveValue(
      'sari.wulandari@example.co.id',
    );
  });
});
