import { toApiError } from '@storefront/ui-support';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';

/**
 * A row action's refusal shown beside it: `fail` keeps the gateway's message (else the generic
 * one in the staff language), `clear` drops it before the next try.
 */
export function useMutationFailure() {
  const intl = useIntl();
  const [failure, setFailure] = useState<string | null>(null);
  const clear = useCallback(() => setFailure(null), []);
  const fail = useCallback(
    (error: unknown) =>
      setFailure(
        toApiError(error, intl.formatMessage({ id: 'backoffice.common.genericError' })).message,
      ),
    [intl],
  );
  return { failure, clear, fail };
}
