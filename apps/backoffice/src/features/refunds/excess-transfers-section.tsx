import { useListExcessTransfersQuery, useRetryExcessTransferMutation } from '@storefront/api';
import type { EndpointResponse, listExcessTransfers } from '@storefront/contract';
import { Card, EmptyState } from '@storefront/ui-kit';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useFormatMoney } from '../../shared/format';
import { FactList } from '../../shared/layout';
import { PagePager } from '../../shared/paging';
import { QueryState } from '../../shared/query';
import { TransferLine } from './refund-transfers';

type ExcessTransfer = EndpointResponse<typeof listExcessTransfers>['items'][number];

/**
 * Money that arrived above what was asked and went back by itself (decision 304): each with the
 * order it belongs to, what was asked and what arrived, and "Send again" when it failed.
 */
export function ExcessTransfersSection() {
  const headingId = useId();
  // Kept on the section, not in the URL: the URL's page belongs to the refund list above.
  const [page, setPage] = useState(1);
  const excess = useListExcessTransfersQuery({ query: { page } });
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-semibold text-neutral-900">
        <FormattedMessage id="backoffice.refunds.excess.title" />
      </h2>
      <p className="mt-1 mb-4 text-sm text-neutral-700">
        <FormattedMessage id="backoffice.refunds.excess.description" />
      </p>
      {excess.data === undefined ? (
        <QueryState
          isLoading={excess.isLoading}
          error={excess.error}
          onRetry={() => void excess.refetch()}
        />
      ) : excess.data.items.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={<FormattedMessage id="backoffice.refunds.excess.empty" />}
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {excess.data.items.map((transfer) => (
            <li key={transfer.payment.id}>
              <ExcessCard transfer={transfer} />
            </li>
          ))}
        </ul>
      )}
      {excess.data && <PagePager page={excess.data} onPageChange={setPage} />}
    </section>
  );
}

function ExcessCard({ transfer }: { readonly transfer: ExcessTransfer }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const [retry, retrying] = useRetryExcessTransferMutation();
  const { payment } = transfer;
  const message = (id: string) => <FormattedMessage id={`backoffice.refunds.excess.${id}`} />;
  const orders = payment.order_numbers.join(', ');
  return (
    <Card
      as="article"
      headingLevel={3}
      title={intl.formatMessage({ id: 'backoffice.refunds.excess.card.title' }, { orders })}
      actions={
        <span className="flex flex-wrap gap-3">
          {payment.order_numbers.map((number) => (
            <Link
              key={number}
              to={`/orders/${encodeURIComponent(number)}`}
              className="text-sm text-primary-700 underline"
            >
              <FormattedMessage id="backoffice.refunds.card.order" values={{ number }} />
            </Link>
          ))}
        </span>
      }
    >
      <FactList
        rows={[
          [
            message('customer'),
            <span key="customer" className="flex flex-col">
              <span>{transfer.customer.nama_lengkap}</span>
              <span className="text-neutral-600">{transfer.customer.email}</span>
            </span>,
          ],
          [
            message('payment'),
            intl.formatMessage(
              { id: `backoffice.refunds.excess.subject.${payment.subject_kind}` },
              { id: payment.subject_id },
            ),
          ],
          [message('asked'), formatMoney(payment.amount)],
          [
            message('received'),
            payment.received ? formatMoney(payment.received) : message('unknown'),
          ],
          [
            message('returned'),
            <TransferLine
              key="transfer"
              transfer={transfer}
              retrying={retrying.isLoading}
              retry={() => retry({ params: { transferId: transfer.id } })}
              retriedMessage={{ id: 'backoffice.refunds.excess.retried', values: { orders } }}
            />,
          ],
        ]}
      />
    </Card>
  );
}
