import { SUPPORTED_LOCALES } from '@storefront/domain';
import type { Locale } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './messages';

/** Brand names and codes: the same in every language. */
const BRANDS_AND_CODES: readonly string[] = [
  'catalog.marketplace.1688',
  'catalog.marketplace.taobao',
  'catalog.marketplace.alibaba',
  'checkout.card.cvv',
  'shell.footer.whatsapp',
];

/**
 * Words a language writes as English does, each checked by a reader of the language: Indonesian
 * shop pages say "Checkout", "Voucher", "Total" and "Subtotal"; "Bank", "Label", "Status" and
 * "Email" are Indonesian words; "Wishlist" is what Indonesian shops call one; the membership levels keep their English names as the
 * programme's; "per unit" and "marketplace" are how Indonesian importers write them.
 */
const SHARED_WORDS: Partial<Record<Locale, readonly string[]>> = {
  'id-ID': [
    'account.field.email',
    'auth.field.email',
    'account.field.bankName',
    'account.field.addressLabel',
    'account.address.labelTitle',
    'account.level.silver',
    'account.level.gold',
    'account.level.diamond',
    'cart.summary.subtotal',
    'cart.variant.unitPrice',
    'catalog.search.type.legend',
    'checkout.title',
    'checkout.paymentMethod.virtual_account',
    'checkout.summary.voucher',
    'checkout.summary.total',
    'inquiries.breakdown.perUnit',
    'orders.card.total',
    'orders.detail.status',
    'orders.detail.voucher',
    'orders.detail.total',
    'shell.account.wishlist',
    'wishlist.title',
  ],
};

/** A text with nothing to translate: placeholders, numbers and punctuation only. */
function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ''));
}

/**
 * Issue 14's language review: a text shown in another language that reads exactly as the English
 * one was forgotten ("Bad request", "Refund" on an Indonesian page), unless it is a brand, a code
 * or a word the language shares, listed above.
 */
describe('texts in each language', () => {
  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en-US'))(
    '%s has no text left in English',
    async (locale) => {
      const english = await loadMessages('en-US');
      const messages = await loadMessages(locale);
      const allowed = new Set([...BRANDS_AND_CODES, ...(SHARED_WORDS[locale] ?? [])]);
      const untranslated = Object.keys(english).filter(
        (id) => messages[id] === english[id] && hasWords(english[id] ?? '') && !allowed.has(id),
      );
      expect(untranslated.map((id) => `${id}: ${english[id]}`)).toEqual([]);
    },
  );

  it('lists only texts that exist and still read as English', async () => {
    const english = await loadMessages('en-US');
    for (const [locale, ids] of Object.entries(SHARED_WORDS)) {
      const messages = await loadMessages(locale as Locale);
      expect(ids.filter((id) => messages[id] !== english[id])).toEqual([]);
    }
    expect(BRANDS_AND_CODES.filter((id) => english[id] === undefined)).toEqual([]);
  });
});
