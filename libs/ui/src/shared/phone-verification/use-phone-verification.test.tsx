import type { ApiError } from '@storefront/api';
import { createTestStore, makeSessionIdentity, signInForTests } from '@storefront/api/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isPhoneVerificationError, phoneGate } from './phone-verification';
import { usePhoneVerification } from './use-phone-verification';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function Checkout({ onPay, failure }: { onPay: () => void; failure?: unknown }) {
  const gate = usePhoneVerification();
  return (
    <>
      <p>{gate.phoneVerified ? 'verified' : 'unverified'}</p>
      <button type="button" onClick={() => gate.ensureVerifiedPhone(onPay)}>
        Pay
      </button>
      <button type="button" onClick={() => gate.handleVerificationError(failure) || onPay()}>
        After failure
      </button>
    </>
  );
}

function renderGate(onPay: () => void, failure?: unknown) {
  const store = createTestStore();
  render(
    <Provider store={store}>
      <IntlProvider locale="id-ID">
        <MemoryRouter initialEntries={['/id-ID/checkout/7?voucher=A']}>
          <Routes>
            <Route
              path="/:locale/checkout/:id"
              element={<Checkout onPay={onPay} failure={failure} />}
            />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return userEvent.setup();
}

const phoneNotVerified: ApiError = {
  status: 403,
  message: 'Nomor telepon belum diverifikasi',
  code: 'phone_not_verified',
};

describe('phoneGate', () => {
  const guest = {
    loggedIn: false,
    via: null,
    identity: { guest: true, level: 'silver' },
    localTestEmail: null,
    bearerToken: undefined,
  } as const;
  it.each([
    ['a guest', guest, 'sign_in'],
    [
      'the local-test e-mail',
      { ...guest, loggedIn: true, via: 'local_test_email', localTestEmail: 'a@b.co' },
      'sign_in',
    ],
    [
      'a customer with a phone',
      { ...guest, loggedIn: true, via: 'token', identity: makeSessionIdentity() },
      'go',
    ],
    [
      'a customer without a phone',
      { ...guest, loggedIn: true, via: 'token', identity: makeSessionIdentity({ telepon: null }) },
      'verify_phone',
    ],
  ] as const)('%s → %s', (_case, session, expected) => {
    expect(phoneGate(session)).toBe(expected);
  });
});

describe('isPhoneVerificationError', () => {
  it('recognises only the phone_not_verified answer', () => {
    expect(isPhoneVerificationError(phoneNotVerified)).toBe(true);
    expect(isPhoneVerificationError({ ...phoneNotVerified, code: 'forbidden' })).toBe(false);
    expect(isPhoneVerificationError(new Error('x'))).toBe(false);
  });
});

describe('usePhoneVerification', () => {
  it('runs the action for a customer with a phone', async () => {
    signInForTests(makeSessionIdentity());
    const onPay = vi.fn();
    const user = renderGate(onPay);
    expect(screen.getByText('verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onPay).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/id-ID/checkout/7');
  });

  it('opens the code step first for a customer without a phone, returning here', async () => {
    signInForTests(makeSessionIdentity({ telepon: null }));
    const onPay = vi.fn();
    const user = renderGate(onPay);
    expect(screen.getByText('unverified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onPay).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/id-ID/verify-phone?next=%2Fid-ID%2Fcheckout%2F7%3Fvoucher%3DA',
    );
  });

  it('sends a guest to the login first', async () => {
    const onPay = vi.fn();
    const user = renderGate(onPay);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onPay).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/id-ID/login?next=%2Fid-ID%2Fcheckout%2F7%3Fvoucher%3DA',
    );
  });

  it('opens the code step when the gateway says the phone is not verified', async () => {
    signInForTests(makeSessionIdentity());
    const onPay = vi.fn();
    const user = renderGate(onPay, phoneNotVerified);
    await user.click(screen.getByRole('button', { name: 'After failure' }));
    expect(onPay).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/id-ID/verify-phone?next=',
    );
  });

  it('leaves other failures to the caller', async () => {
    signInForTests(makeSessionIdentity());
    const onPay = vi.fn();
    const user = renderGate(onPay, { ...phoneNotVerified, code: 'server_error' });
    await user.click(screen.getByRole('button', { name: 'After failure' }));
    expect(onPay).toHaveBeenCalledTimes(1);
  });
});
