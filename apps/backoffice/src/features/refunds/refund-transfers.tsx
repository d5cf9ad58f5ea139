import { useRetryRefundTransferMutation } from '@storefront/api';
import type { EndpointResponse, listRefunds } from '@storefront/contract';
import type { RefundTransferStatus } from '@storefront/domain';
import { Alert, Badge, Button } from '@storefront/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { DATE_TIME, useFormatMoney } from '../../shared/format';
import { enqueueToast } from '../../shared/notify';
import { useMutationFailure } from '../../shared/query';

type RefundRow = EndpointResponse<typeof listRefunds>['items'][number];
/** A refund's transfer, or an excess sent back (which carries more; the line shows the same). */
export type Transfer = RefundRow['transfers'][number];
/** What a retry mutation answers: its error, when the gateway refused. */
type RetryResult = { readonly error?: unknown };

const TONES: Readonly<Record<RefundTransferStatus, 'info' | 'success' | 'danger'>> = {
  pending: 'info',
  succeeded: 'success',
  failed: 'danger',
};

/**
 * The money an approved refund sent back (decision 282): each refund or payout with its state,
 * the provider's code when it failed, and "Send again" for a failed one (the gateway decides
 * whether it may: a 409 reads as its message).
 */
export function RefundTransfers({ refund }: { readonly refund: RefundRow }) {
  if (refund.transfers.length === 0) {
    return <FormattedMessage id="backoffice.refunds.transfer.none" />;
  }
  return (
    <ul className="flex flex-col gap-2">
      {refund.transfers.map((transfer) => (
        <li key={transfer.id}>
          <RefundTransferLine refund={refund} transfer={transfer} />
        </li>
      ))}
    </ul>
  );
}

function RefundTransferLine({
  refund,
  transfer,
}: {
  readonly refund: RefundRow;
  readonly transfer: Transfer;
}) {
  const [retry, retrying] = useRetryRefundTransferMutation();
  return (
    <TransferLine
      transfer={transfer}
      retrying={retrying.isLoading}
      retry={() => retry({ params: { refundId: refund.id, transferId: transfer.id } })}
      retriedMessage={{
        id: 'backoffice.refunds.transfer.retried',
        values: { number: refund.order_number },
      }}
    />
  );
}

/**
 * One transfer: its amount, where it goes, its state and the provider's code, and "Send again"
 * for a failed one, which calls `retry` (the gateway decides whether it may: a 409 reads as its
 * message) and then toasts `retriedMessage`.
 */
export function TransferLine({
  transfer,
  retry,
  retrying,
  retriedMessage,
}: {
  readonly transfer: Transfer;
  readonly retry: () => Promise<RetryResult>;
  readonly retrying: boolean;
  readonly retriedMessage: { readonly id: string; readonly values: Record<string, string> };
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const { failure, clear, fail } = useMutationFailure();

  async function sendAgain() {
    clear();
    const result = await retry();
    if (result.error !== undefined) {
      fail(result.error);
      return;
    }
    enqueueToast(intl.formatMessage({ id: retriedMessage.id }, retriedMessage.values), {
      variant: 'success',
    });
  }

  return (
    <div className="flex flex-col gap-1">
      <span className="flex flex-wrap items-center gap-2">
        <strong>{formatMoney(transfer.amount)}</strong>
        <span>
          <FormattedMessage
            id={`backoffice.refunds.transfer.kind.${transfer.kind}`}
            values={{ bank: transfer.bank_name ?? '', last4: transfer.account_last4 ?? '' }}
          />
        </span>
        <Badge tone={TONES[transfer.status]}>
          <FormattedMessage id={`backoffice.refunds.transfer.status.${transfer.status}`} />
        </Badge>
        {transfer.settled_at && (
          <span>
            <FormattedMessage
              id="backoffice.refunds.transfer.at"
              values={{ date: intl.formatDate(transfer.settled_at, DATE_TIME) }}
            />
          </span>
        )}
      </span>
      {transfer.failure_code && (
        <span className="text-neutral-700">
          <FormattedMessage
            id="backoffice.refunds.transfer.failure"
            values={{ code: transfer.failure_code }}
          />
        </span>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      {transfer.status === 'failed' && (
        <span>
          <Button
            variant="secondary"
            loading={retrying}
            disabled={retrying}
            onClick={() => void sendAgain()}
          >
            <FormattedMessage id="backoffice.refunds.transfer.retry" />
          </Button>
        </span>
      )}
    </div>
  );
}
