import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLanguage, useLocale, useLocalePath } from './use-locale';

function wrapper(url: string, intlLocale: string) {
  return function Wrapper({ children }: { readonly children: ReactNode }) {
    return (
      <IntlProvider locale={intlLocale}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/:locale/*" element={children} />
            <Route path="*" element={children} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    );
  };
}

describe('useLocale', () => {
  it.each([
    ['/th-TH/cart', 'en-US', 'th-TH'],
    ['/', 'kk-KZ', 'kk-KZ'],
    ['/not-a-locale/x', 'ru-RU', 'ru-RU'],
    ['/', 'fr-FR', 'en-US'],
  ])('at %s with texts in %s → %s', (url, intlLocale, expected) => {
    const { result } = renderHook(() => useLocale(), { wrapper: wrapper(url, intlLocale) });
    expect(result.current).toBe(expected);
  });

  it('gives the language code and paths in the locale', () => {
    const { result } = renderHook(() => ({ language: useLanguage(), path: useLocalePath() }), {
      wrapper: wrapper('/th-TH', 'th-TH'),
    });
    expect(result.current.language).toBe('th');
    expect(result.current.path('cart')).toBe('/th-TH/cart');
    expect(result.current.path()).toBe('/th-TH');
  });
});
