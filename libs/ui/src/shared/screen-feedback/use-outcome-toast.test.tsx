import { messageFor } from '@storefront/api';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachToaster } from '../notify/toaster';
import type { ShowToast } from '../notify/toaster';
import { useOutcomeToast } from './use-outcome-toast';

function Wrapper({ children }: { readonly children: ReactNode }) {
  return (
    <IntlProvider locale="id-ID">
      <MemoryRouter initialEntries={['/id-ID/cart']}>
        <Routes>
          <Route path="/:locale/*" element={children} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>
  );
}

const show = vi.fn<ShowToast>();
let detach: () => void;
beforeEach(() => {
  detach = attachToaster(show);
});
afterEach(() => {
  detach();
  show.mockReset();
});

describe('useOutcomeToast', () => {
  it('says the request is done', async () => {
    const { result } = renderHook(() => useOutcomeToast(), { wrapper: Wrapper });
    await expect(result.current(() => Promise.resolve('ok'), 'Dihapus')).resolves.toBe(true);
    expect(show).toHaveBeenCalledWith('Dihapus', { variant: 'success' });
  });

  it('shows the gateway’s message of a refusal', async () => {
    const { result } = renderHook(() => useOutcomeToast(), { wrapper: Wrapper });
    const refusal = { status: 409, code: 'purchase_exceeds_stock', message: 'Stok habis' };
    await expect(result.current(() => Promise.reject(refusal), 'Dihapus')).resolves.toBe(false);
    expect(show).toHaveBeenCalledWith('Stok habis', { variant: 'error' });
  });

  it('reads anything else as "try again"', async () => {
    const { result } = renderHook(() => useOutcomeToast(), { wrapper: Wrapper });
    await result.current(() => Promise.reject(new Error('a bug')), 'Dihapus');
    expect(show).toHaveBeenCalledWith(messageFor('generic_retry', 'id'), { variant: 'error' });
  });
});
