import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { PrimitiveType } from 'react-intl';
import type { CatalogMessageId } from './i18n/en-US';

/** `t('catalog.search.title')`: the feature's texts, with ids the compiler checks. */
export function useCatalogText() {
  const intl = useIntl();
  return useCallback(
    (id: CatalogMessageId, values?: Record<string, PrimitiveType>) =>
      intl.formatMessage({ id }, values),
    [intl],
  );
}
