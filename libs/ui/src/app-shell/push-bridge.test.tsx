import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePush } from '../features/push';
import type { StorefrontRoute } from '../shared/routing/route-definition';
import { renderStorefront, screenWith } from './testing/render-storefront';

vi.mock('../features/push', () => ({ usePush: vi.fn(() => 'off') }));

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

function Home() {
  return <h1>Home page</h1>;
}
const ROUTES: StorefrontRoute[] = [{ path: '', load: screenWith(Home), titleId: 'shell.brand' }];

afterEach(() => {
  vi.mocked(usePush).mockClear();
});

describe('push', () => {
  it('starts with the app’s Firebase config', async () => {
    const firebase = {
      config: { apiKey: 'key', projectId: 'storefront', messagingSenderId: '1', appId: 'app' },
      vapidKey: 'BHx-vapid',
    };
    await renderStorefront('/id-ID', { featureRoutes: ROUTES, firebase });
    await screen.findByRole('heading', { name: 'Home page' });
    await waitFor(() =>
      expect(usePush).toHaveBeenCalledWith({
        firebaseConfig: firebase.config,
        vapidKey: 'BHx-vapid',
      }),
    );
  });

  it('is never loaded without one', async () => {
    await renderStorefront('/id-ID', { featureRoutes: ROUTES });
    await screen.findByRole('heading', { name: 'Home page' });
    expect(usePush).not.toHaveBeenCalled();
  });
});
