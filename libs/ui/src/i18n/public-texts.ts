import type { Locale } from '@storefront/domain';
import { localeTexts } from './messages';
import type { LocaleModule, LocaleTexts, Messages } from './messages';

/**
 * The public pages other than home (search, product, the content pages, not-found) show the
 * shell's texts, the catalogue's (its product and search pages' too), the content pages' and the
 * push toast's (./public/<locale>.ts gathers exactly those): a page rendered on the server
 * carries them instead of every text of the locale, a sixth of the weight (docs/decisions/300).
 * Only the server entry (and the screens' tests) import this: the browser's first render does not
 * carry these six loaders.
 */
const PUBLIC_LOADERS: Record<Locale, () => Promise<LocaleModule>> = {
  'en-US': () => import('./public/en-US'),
  'id-ID': () => import('./public/id-ID'),
  'th-TH': () => import('./public/th-TH'),
  'kk-KZ': () => import('./public/kk-KZ'),
  'ru-RU': () => import('./public/ru-RU'),
  'ar-SA': () => import('./public/ar-SA'),
};

/** The public pages' texts with the language's error texts. */
export function loadPublicTexts(locale: Locale): Promise<LocaleTexts> {
  return localeTexts(locale, PUBLIC_LOADERS[locale]());
}

/** The public pages' texts: enough for search, product, content and not-found pages. */
export async function loadPublicMessages(locale: Locale): Promise<Messages> {
  return (await loadPublicTexts(locale)).messages;
}
