import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { PrimitiveType } from 'react-intl';

/**
 * `t(id, values)` for a feature's texts: `Id` is the union of its en-US ids, so the compiler
 * refuses an id the feature does not define (each feature passes its own, e.g. CartMessageId).
 */
export function useMessageText<Id extends string>() {
  const intl = useIntl();
  return useCallback(
    (id: Id, values?: Record<string, PrimitiveType>) => intl.formatMessage({ id }, values),
    [intl],
  );
}
