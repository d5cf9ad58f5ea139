import { useDecideRefundMutation, useListRefundsQuery } from '@storefront/api';
import { refundDecisionBodySchema } from '@storefront/contract';
import type { EndpointResponse, listRefunds, RefundDecision } from '@storefront/contract';
import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  PageHeading,
  Tabs,
  TextAreaField,
} from '@storefront/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PrivatePhoto } from '../../shared/files';
import { DATE_TIME, useFormatMoney } from '../../shared/format';
import { useStaffForm } from '../../shared/forms';
import { FactList } from '../../shared/layout';
import { enqueueToast } from '../../shared/notify';
import { PagePager, useListParams } from '../../shared/paging';
import { QueryState } from '../../shared/query';
import { ExcessTransfersSection } from './excess-transfers-section';
import { HeldPaymentsSection } from './held-payments-section';
import { RefundTransfers } from './refund-transfers';

type RefundTab = 'undecided' | 'decided';
type RefundRow = EndpointResponse<typeof listRefunds>['items'][number];

function TabCount({ decided }: { readonly decided: boolean }) {
  const count = useListRefundsQuery({ query: { decided, limit: 1 } });
  if (count.data === undefined) return null;
  return <FormattedMessage id="backoffice.refunds.count" values={{ count: count.data.total }} />;
}

/**
 * Refund decisions: the undecided requests first, oldest first as the gateway lists them, each
 * with its reason, photos, amount and bank account, approved or rejected with a note; then the
 * decided ones, most recent first.
 */
export default function RefundsScreen() {
  const intl = useIntl();
  // The tab and page live in the URL: a reload or "back" keeps them.
  const { page, get, setFilters, setPage } = useListParams();
  const tab: RefundTab = get('decided') === 'true' ? 'decided' : 'undecided';
  const refunds = useListRefundsQuery({ query: { decided: tab === 'decided', page } });
  return (
    <>
      <PageHeading title={<FormattedMessage id="backoffice.refunds.title" />} />
      <Tabs
        label={intl.formatMessage({ id: 'backoffice.refunds.tabs.label' })}
        selected={tab}
        onSelect={(next) => setFilters({ decided: next === 'decided' ? 'true' : undefined })}
        tabs={(['undecided', 'decided'] as const).map((id) => ({
          id,
          label: <FormattedMessage id={`backoffice.refunds.tab.${id}`} />,
          adornment: <TabCount decided={id === 'decided'} />,
        }))}
      >
        {refunds.data === undefined ? (
          <QueryState
            isLoading={refunds.isLoading}
            error={refunds.error}
            onRetry={() => void refunds.refetch()}
          />
        ) : refunds.data.items.length === 0 ? (
          <EmptyState title={<FormattedMessage id={`backoffice.refunds.empty.${tab}`} />} />
        ) : (
          <ul className="flex flex-col gap-4">
            {refunds.data.items.map((refund) => (
              <li key={refund.id}>
                <RefundCard refund={refund} />
              </li>
            ))}
          </ul>
        )}
        {refunds.data && <PagePager page={refunds.data} onPageChange={setPage} />}
      </Tabs>
      <HeldPaymentsSection />
      <ExcessTransfersSection />
    </>
  );
}

/**
 * What approving pays back: the order's total (the gateway cancels the order and takes its total
 * off the customer's total order). The refund itself does not carry it, so the order tells.
 */
/** The lines and units the customer asked for, each with what it gives back (decision 289). */
function RefundLines({ refund }: { readonly refund: RefundRow }) {
  const formatMoney = useFormatMoney();
  return (
    <ul className="flex flex-col gap-0.5">
      {refund.lines.map((line) => (
        <li key={line.line_id}>
          <FormattedMessage
            id="backoffice.refunds.card.lineValue"
            values={{
              title: line.product_title,
              name: line.variant_name,
              quantity: line.quantity,
              amount: formatMoney(line.amount),
            }}
          />
        </li>
      ))}
    </ul>
  );
}

function RefundAmountValue({ refund }: { readonly refund: RefundRow }) {
  const formatMoney = useFormatMoney();
  return <strong>{formatMoney(refund.amount)}</strong>;
}

function RefundCard({ refund }: { readonly refund: RefundRow }) {
  const intl = useIntl();
  const instant = (iso: string) => intl.formatDate(iso, DATE_TIME);
  const message = (id: string) => <FormattedMessage id={`backoffice.refunds.card.${id}`} />;
  const none = <FormattedMessage id="backoffice.common.none" />;
  return (
    <Card
      as="article"
      title={
        <FormattedMessage
          id="backoffice.refunds.card.title"
          values={{ number: refund.order_number }}
        />
      }
      actions={
        <Link
          to={`/orders/${encodeURIComponent(refund.order_number)}`}
          className="text-sm text-primary-700 underline"
        >
          <FormattedMessage
            id="backoffice.refunds.card.order"
            values={{ number: refund.order_number }}
          />
        </Link>
      }
    >
      <div className="flex flex-col gap-4">
        <FactList
          rows={[
            [
              message('customer'),
              <span key="customer" className="flex flex-col">
                <span>{refund.customer.nama_lengkap}</span>
                <span className="text-neutral-600">{refund.customer.email}</span>
              </span>,
            ],
            [message('requested'), instant(refund.requested_at)],
            [
              message('reason'),
              <span key="reason" className="whitespace-pre-line">
                {refund.reason}
              </span>,
            ],
            [message('lines'), <RefundLines key="lines" refund={refund} />],
            [message('amount'), <RefundAmountValue key="amount" refund={refund} />],
            [
              message('bank'),
              <FormattedMessage
                key="bank"
                id="backoffice.refunds.card.bankValue"
                values={{
                  bank: refund.bank_account.bank_name,
                  number: refund.bank_account.account_number,
                  holder: refund.bank_account.account_holder,
                }}
              />,
            ],
            ...(refund.decision === null
              ? []
              : ([
                  [
                    message('decision'),
                    <Badge
                      key="decision"
                      tone={refund.decision === 'approve' ? 'success' : 'danger'}
                    >
                      <FormattedMessage id={`backoffice.refunds.decision.${refund.decision}`} />
                    </Badge>,
                  ],
                  [message('decidedAt'), refund.decided_at ? instant(refund.decided_at) : none],
                  [message('note'), refund.decision_note || none],
                ] as const)),
            ...(refund.decision === 'approve'
              ? ([
                  [message('transfers'), <RefundTransfers key="transfers" refund={refund} />],
                ] as const)
              : []),
          ]}
        />
        <section>
          <h3 className="mb-2 text-sm font-semibold text-neutral-900">{message('photos')}</h3>
          {refund.photos.length === 0 ? (
            <p className="text-sm text-neutral-700">{message('noPhotos')}</p>
          ) : (
            <ul className="flex flex-wrap gap-3">
              {refund.photos.map((photo, index) => (
                <li key={photo.id}>
                  <PrivatePhoto
                    url={photo.url}
                    label={intl.formatMessage(
                      { id: 'backoffice.refunds.card.photo' },
                      { index: index + 1, name: photo.file_name },
                    )}
                    loadingLabel={intl.formatMessage(
                      { id: 'backoffice.refunds.card.photoLoading' },
                      { index: index + 1 },
                    )}
                    failedText={intl.formatMessage(
                      { id: 'backoffice.refunds.card.photoFailed' },
                      { index: index + 1, name: photo.file_name },
                    )}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        {refund.decision === null && <DecisionForm refund={refund} />}
      </div>
    </Card>
  );
}

/**
 * Approve or reject with a note. decideRefund's schema decides what is required (a reason to
 * reject, since the customer reads it; nothing to approve) before anything is sent.
 */
function DecisionForm({ refund }: { readonly refund: RefundRow }) {
  const intl = useIntl();
  const [decide, deciding] = useDecideRefundMutation();
  const { register, setValue, watch, errors, failure, submitMutation } = useStaffForm(
    refundDecisionBodySchema,
    { decision: 'approve', note: '' },
  );
  const decision = watch('decision');

  const submit = submitMutation(
    (body) => decide({ params: { refundId: refund.id }, body }),
    { note: 'note' },
    (_data, body) => {
      enqueueToast(
        intl.formatMessage(
          {
            id:
              body.decision === 'approve'
                ? 'backoffice.refunds.decide.approved'
                : 'backoffice.refunds.decide.rejected',
          },
          { number: refund.order_number },
        ),
        { variant: 'success' },
      );
    },
  );

  /** Both buttons send the one form; which one was pressed is the decision. */
  function decideAs(choice: RefundDecision) {
    setValue('decision', choice);
    submit();
  }

  return (
    <form
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-col gap-3 border-t border-neutral-200 pt-4"
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextAreaField
        {...register('note')}
        label={intl.formatMessage({ id: 'backoffice.refunds.decide.note' })}
        hint={intl.formatMessage({ id: 'backoffice.refunds.decide.noteHint' })}
        error={errors.note?.message}
        rows={2}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          loading={deciding.isLoading && decision === 'approve'}
          disabled={deciding.isLoading}
          onClick={() => decideAs('approve')}
        >
          <FormattedMessage id="backoffice.refunds.decide.approve" />
        </Button>
        <Button
          variant="danger"
          loading={deciding.isLoading && decision === 'reject'}
          disabled={deciding.isLoading}
          onClick={() => decideAs('reject')}
        >
          <FormattedMessage id="backoffice.refunds.decide.reject" />
        </Button>
      </div>
    </form>
  );
}
