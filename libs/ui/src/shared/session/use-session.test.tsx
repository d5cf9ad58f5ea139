import { api } from '@storefront/api';
import { createTestStore, makeSessionIdentity, signInForTests } from '@storefront/api/testing';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { sessionSnapshot, useMarket, useSession } from './use-session';

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
