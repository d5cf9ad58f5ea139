import { api, profileApi } from '@storefront/api';
import type { SessionState } from '@storefront/api';
import {
  createTestStore,
  makeProfile,
  makeSessionIdentity,
  signInForTests,
  useSuccessCase,
} from '@storefront/api/testing';
import { FALLBACK_IDENTITY } from '@storefront/domain';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { sessionSnapshot, useMarket, useSession, withCurrentSalesContact } from './use-session';

function Who() {
  const session = useSession();
  const market = useMarket();
  return (
    <p>{`${market.id}: ${'userName' in session.identity ? session.identity.userName : 'guest'}`}</p>
  );
}

describe('useSession', () => {
  it('follows sign-in and sign-out through the store', async () => {
    const store = createTestStore();
    render(
      <Provider store={store}>
        <Who />
      </Provider>,
    );
    expect(screen.getByText('id: guest')).toBeInTheDocument();
    signInForTests(makeSessionIdentity({ userName: 'Sari Wulandari' }));
    await act(async () => {
      store.dispatch(api.util.resetApiState());
    });
    expect(screen.getByText('id: Sari Wulandari')).toBeInTheDocument();
    store.client.endSession();
    await act(async () => {
      store.dispatch(api.util.resetApiState());
    });
    expect(screen.getByText('id: guest')).toBeInTheDocument();
  });
});

describe('sessionSnapshot', () => {
  it('is the same object while the cookies do not change', () => {
    const store = createTestStore();
    const first = sessionSnapshot(store.client);
    expect(sessionSnapshot(store.client)).toBe(first);
    signInForTests();
    const signedIn = sessionSnapshot(store.client);
    expect(signedIn).not.toBe(first);
    expect(signedIn.loggedIn).toBe(true);
  });
});

describe('the sales contact follows the profile, not the sign-in (decision 306)', () => {
  const identity = makeSessionIdentity();
  const signedIn: SessionState = {
    loggedIn: true,
    via: 'token',
    identity,
    localTestEmail: null,
    bearerToken: 'jwt',
  };
  const budi = { nama: 'Budi Santoso', telepon: '+6281100000000' };
  const dewi = { nama: 'Dewi Anggraini', telepon: '+6281299990000' };
  const email = identity.email;

  it.each([
    ['no profile fetched yet', undefined, budi],
    ['the profile names the same contact', { email, sales: { ...budi } }, budi],
    ['staff moved the customer to another contact', { email, sales: dewi }, dewi],
    ['staff took the contact away', { email, sales: null }, null],
    ['the cached profile is another account’s', { email: 'lain@example.co.id', sales: dewi }, budi],
  ])('%s', (_case, profile, expected) => {
    const session = withCurrentSalesContact(signedIn, profile);
    expect('nama_sales' in session.identity && session.identity.nama_sales).toEqual(expected);
    // Everything else stays the token's.
    expect(session.bearerToken).toBe('jwt');
    expect('userName' in session.identity && session.identity.userName).toBe('Sari Wulandari');
  });

  it('leaves a guest alone', () => {
    const guest: SessionState = {
      loggedIn: false,
      via: null,
      identity: FALLBACK_IDENTITY,
      localTestEmail: null,
      bearerToken: undefined,
    };
    expect(withCurrentSalesContact(guest, { email, sales: dewi })).toBe(guest);
  });

  it('is the same object while neither the session nor the contact changes', () => {
    const first = withCurrentSalesContact(signedIn, { email, sales: dewi });
    expect(withCurrentSalesContact(signedIn, { email, sales: { ...dewi } })).toBe(first);
    expect(withCurrentSalesContact(signedIn, { email, sales: budi })).toBe(signedIn);
  });

  function Contact() {
    const { identity } = useSession();
    const sales = 'nama_sales' in identity ? identity.nama_sales : null;
    return <p>{sales ? `${sales.nama} ${sales.telepon}` : 'no contact'}</p>;
  }

  it('shows the contact of the profile once it is fetched afresh', async () => {
    signInForTests(makeSessionIdentity({ nama_sales: budi }));
    const store = createTestStore();
    render(
      <Provider store={store}>
        <Contact />
      </Provider>,
    );
    expect(screen.getByText('Budi Santoso +6281100000000')).toBeInTheDocument();
    useSuccessCase(mockServer, 'getProfile', makeProfile({ sales: dewi }));
    await act(async () => {
      await store.dispatch(profileApi.endpoints.getProfile.initiate(undefined));
    });
    expect(await screen.findByText('Dewi Anggraini +6281299990000')).toBeInTheDocument();
  });
});
