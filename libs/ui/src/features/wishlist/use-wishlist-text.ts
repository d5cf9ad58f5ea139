import { useLocale, useLocalePath } from '../../shared';
import { useErrorTexts, useMessageText } from '../../shared/texts';
import type { WishlistMessageId } from './i18n/en-US';

/**
 * The feature's texts (`t('wishlist.title')`, ids checked by the compiler), paths under the
 * `:locale` segment, the error catalogue's texts, and a mutation's error as the client's ApiError
 * (libs/ui/src/shared's useErrorTexts).
 */
export function useWishlistText() {
  const t = useMessageText<WishlistMessageId>();
  const locale = useLocale();
  const pathTo = useLocalePath();
  const { errorText, failure } = useErrorTexts();
  return { t, locale, errorText, failure, pathTo };
}
