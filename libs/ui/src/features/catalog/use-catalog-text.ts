import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { PrimitiveType } from 'react-intl';
import type { CatalogMessageId } from './i18n/en-US';
import type { ProductPageMessageId } from './product-page/i18n/en-US';
import type { SearchPageMessageId } from './search-page/i18n/en-US';

/**
 * `t('catalog.search.title')`: the feature's texts, with ids the compiler checks; the product
 * and search pages' live in folders of their own, off the home page's first render (decision 293).
 */
export function useCatalogText() {
  const intl = useIntl();
  return useCallback(
    (
      id: CatalogMessageId | ProductPageMessageId | SearchPageMessageId,
      values?: Record<string, PrimitiveType>,
    ) => intl.formatMessage({ id }, values),
    [intl],
  );
}
