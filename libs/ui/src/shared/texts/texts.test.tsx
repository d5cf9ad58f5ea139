import { messageFor } from '@storefront/api';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useErrorTexts } from './use-error-texts';
import { useMessageText } from './use-message-text';

function Wrapper({ children }: { readonly children: ReactNode }) {
  return (
    <IntlProvider locale="th-TH" messages={{ 'cart.count': '{count} รายการ' }}>
      <MemoryRouter initialEntries={['/th-TH/cart']}>
        <Routes>
          <Route path="/:locale/*" element={children} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>
  );
}

describe('useMessageText', () => {
  it('formats a text of the feature with its values', () => {
    const { result } = renderHook(() => useMessageText<'cart.count'>(), { wrapper: Wrapper });
    expect(result.current('cart.count', { count: 3 })).toBe('3 รายการ');
  });
});

describe('useErrorTexts', () => {
  it('reads the error catalogue in the language of the locale', () => {
    const { result } = renderHook(() => useErrorTexts(), { wrapper: Wrapper });
    expect(result.current.language).toBe('th');
    expect(result.current.errorText('sync_failed')).toBe(messageFor('sync_failed', 'th'));
  });

  it('keeps the gateway’s ApiError and reads anything else as "try again"', () => {
    const { result } = renderHook(() => useErrorTexts(), { wrapper: Wrapper });
    const refused = { status: 409, code: 'purchase_exceeds_stock', message: 'Stok habis' } as const;
    expect(result.current.failure(refused)).toBe(refused);
    expect(result.current.failure(new Error('a bug'))).toEqual({
      status: 0,
      code: 'generic_retry',
      message: messageFor('generic_retry', 'th'),
    });
  });
});
