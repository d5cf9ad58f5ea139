import {
  languageCode,
  ORDER_STATUS_TEXTS,
  orderStatusMessages,
  SUPPORTED_LOCALES,
} from '@storefront/domain';
import type { Locale } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import type { Messages } from './messages';

/**
 * The storefront's catalogues are compiled at build time from literal texts (precompile-messages:
 * a message file is an object of string literals), so the order status names stand in them as
 * copies of the domain's (libs/domain orders/texts, which the gateway's notifications and the
 * back-office read). This holds every copy equal to its source, in every locale.
 */
const FEATURE_TEXTS: Record<string, (locale: Locale) => Promise<{ default: Messages }>> = {
  'orders.status': (locale) => import(`../features/orders/i18n/${locale}.ts`),
  'checkout.status': (locale) => import(`../features/checkout/i18n/${locale}.ts`),
};

describe('order status names in the storefront', () => {
  it.each(SUPPORTED_LOCALES)('are the domain’s in %s', async (locale) => {
    for (const [prefix, load] of Object.entries(FEATURE_TEXTS)) {
      const messages = (await load(locale)).default;
      const statusMessages = Object.fromEntries(
        Object.entries(messages).filter(([id]) => id.startsWith(`${prefix}.`)),
      );
      expect(statusMessages).toEqual(
        orderStatusMessages(prefix, ORDER_STATUS_TEXTS[languageCode(locale)]),
      );
    }
  });
});
