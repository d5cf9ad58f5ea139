import { SUPPORTED_LOCALES } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import productPageTexts from '../features/catalog/product-page/i18n/en-US';
import searchPageTexts from '../features/catalog/search-page/i18n/en-US';
import { routes as catalogRoutes } from '../features/catalog/routes';
import { loadHomeMessages, loadMessages, mergeMessages } from './messages';
import { loadPublicMessages } from './public-texts';

describe('mergeMessages', () => {
  it('merges the files of every feature', () => {
    expect(
      mergeMessages({
        'features/cart/i18n/en-US.ts': { 'cart.title': 'Cart' },
        'app-shell/i18n/en-US.ts': { 'shell.brand': 'Store' },
      }),
    ).toEqual({ 'cart.title': 'Cart', 'shell.brand': 'Store' });
  });

  it('refuses an id two files define', () => {
    expect(() =>
      mergeMessages({
        'features/a/i18n/en-US.ts': { 'x.title': 'A' },
        'features/b/i18n/en-US.ts': { 'x.title': 'B' },
      }),
    ).toThrow('Message id x.title is defined twice (features/b/i18n/en-US.ts)');
  });
});

describe('loadMessages', () => {
  it('loads the shell texts of a locale', async () => {
    const messages = await loadMessages('th-TH');
    expect(messages['shell.notFound.title']).toBe('ไม่พบหน้านี้');
  });

  // en-US defines the ids; every other locale must have exactly the same ones, non-empty. A
  // feature that forgets a locale's file fails here even though each file type-checks alone.
  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en-US'))(
    '%s has every text of en-US and no other',
    async (locale) => {
      const reference = new Set(Object.keys(await loadMessages('en-US')));
      const messages = await loadMessages(locale);
      const ids = new Set(Object.keys(messages));
      expect({
        missing: [...reference].filter((id) => !ids.has(id)),
        extra: [...ids].filter((id) => !reference.has(id)),
        empty: Object.keys(messages).filter((id) => messages[id]?.trim() === ''),
      }).toEqual({ missing: [], extra: [], empty: [] });
    },
  );
});

describe('loadHomeMessages', () => {
  // ./home gathers the shell's folder and the catalogue's: right only while home is its route.
  it('belongs to the feature of the home route', () => {
    expect(catalogRoutes.map((route) => route.path)).toContain('');
  });

  it.each(SUPPORTED_LOCALES)(
    '%s: every text of the shell, the push toast and the catalogue but its product and search pages, no other',
    async (locale) => {
      const all = await loadMessages(locale);
      const home = await loadHomeMessages(locale);
      // The product and search pages' texts stay out of it (decision 293).
      const productPage = new Set([
        ...Object.keys(productPageTexts),
        ...Object.keys(searchPageTexts),
      ]);
      const expected = Object.keys(all).filter(
        (id) =>
          (id.startsWith('shell.') || id.startsWith('catalog.') || id.startsWith('push.')) &&
          !productPage.has(id),
      );
      expect(Object.keys(home).sort()).toEqual(expected.sort());
      for (const id of expected) expect(home[id]).toBe(all[id]);
      // The point of the split: far fewer texts than the whole locale.
      expect(expected.length).toBeLessThan(Object.keys(all).length / 3);
    },
  );
});

describe('loadPublicMessages', () => {
  it.each(SUPPORTED_LOCALES)(
    '%s: every text of the shell, the catalogue, the content pages and the push toast, no other',
    async (locale) => {
      const all = await loadMessages(locale);
      const texts = await loadPublicMessages(locale);
      const expected = Object.keys(all).filter((id) =>
        ['shell.', 'catalog.', 'content.', 'push.'].some((prefix) => id.startsWith(prefix)),
      );
      expect(Object.keys(texts).sort()).toEqual(expected.sort());
      for (const id of expected) expect(texts[id]).toBe(all[id]);
      // The point of the set: a public page carries a small part of the locale (decision 300).
      expect(expected.length).toBeLessThan(Object.keys(all).length / 4);
    },
  );
});
