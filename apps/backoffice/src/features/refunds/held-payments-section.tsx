import { useListHeldPaymentsQuery, useResolveHeldPaymentMutation } from '@storefront/api';
import type { EndpointResponse, listHeldPayments } from '@storefront/contract';
import { resolveHeldPayment } from '@storefront/contract';
import { PAYMENT_RESOLUTIONS } from '@storefront/domain';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  RadioGroup,
  Tabs,
  TextAreaField,
} from '@storefront/ui-kit';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { DATE_TIME, useFormatMoney } from '../../shared/format';
import { useStaffForm } from '../../shared/forms';
import { FactList } from '../../shared/layout';
import { enqueueToast } from '../../shared/notify';
import { PagePager } from '../../shared/paging';
import { QueryState } from '../../shared/query';

type HeldPayment = EndpointResponse<typeof listHeldPayments>['items'][number];
type HeldTab = 'waiting' | 'resolved';

function HeldCount({ resolved }: { readonly resolved: boolean }) {
  const count = useListHeldPaymentsQuery({ query: { resolved, limit: 1 } });
  if (count.data === undefined) return null;
  return <FormattedMessage id="backoffice.refunds.count" values={{ count: count.data.total }} />;
}

/**
 * Payments held for review: money that arrived for an order group or an adjustment that could
 * not take it. Staff settle it at the provider (refund) or book it by hand, then record here
 * what they did; recording moves no money (the contract's resolveHeldPayment).
 */
export function HeldPaymentsSection() {
  const intl = useIntl();
  const headingId = useId();
  // Kept on the section, not in the URL: the URL's page belongs to the refund list above.
  const [tab, setTab] = useState<HeldTab>('waiting');
  const [page, setPage] = useState(1);
  const held = useListHeldPaymentsQuery({ query: { resolved: tab === 'resolved', page } });
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-semibold text-neutral-900">
        <FormattedMessage id="backoffice.refunds.held.title" />
      </h2>
      <p className="mt-1 mb-4 text-sm text-neutral-700">
        <FormattedMessage id="backoffice.refunds.held.description" />
      </p>
      <Tabs
        label={intl.formatMessage({ id: 'backoffice.refunds.held.title' })}
        selected={tab}
        onSelect={(next) => {
          setTab(next);
          setPage(1);
        }}
        tabs={(['waiting', 'resolved'] as const).map((id) => ({
          id,
          label: <FormattedMessage id={`backoffice.refunds.held.${id}`} />,
          adornment: <HeldCount resolved={id === 'resolved'} />,
        }))}
      >
        {held.data === undefined ? (
          <QueryState
            isLoading={held.isLoading}
            error={held.error}
            onRetry={() => void held.refetch()}
          />
        ) : held.data.items.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={<FormattedMessage id={`backoffice.refunds.held.empty.${tab}`} />}
          />
        ) : (
          <ul className="flex flex-col gap-4">
            {held.data.items.map((payment) => (
              <li key={payment.id}>
                <HeldPaymentCard payment={payment} />
              </li>
            ))}
          </ul>
        )}
        {held.data && <PagePager page={held.data} onPageChange={setPage} />}
      </Tabs>
    </section>
  );
}

function HeldPaymentCard({ payment }: { readonly payment: HeldPayment }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const message = (id: string) => <FormattedMessage id={`backoffice.refunds.held.${id}`} />;
  const subject = intl.formatMessage(
    { id: `backoffice.refunds.held.subject.${payment.subject_kind}` },
    { id: payment.subject_id },
  );
  // The contract leaves the reason open (a code); the known ones are explained, a new one shown.
  const whyId = `backoffice.refunds.held.why.${payment.review_reason}`;
  const why = intl.messages[whyId] ? intl.formatMessage({ id: whyId }) : payment.review_reason;
  const reference = [payment.provider_payment_id, payment.provider_request_id]
    .filter(Boolean)
    .join(' / ');
  const { resolution } = payment;
  return (
    <Card
      as="article"
      headingLevel={3}
      title={intl.formatMessage({ id: 'backoffice.refunds.held.card.title' }, { subject })}
    >
      <div className="flex flex-col gap-4">
        <FactList
          rows={[
            [message('amount'), <strong key="amount">{formatMoney(payment.amount)}</strong>],
            [
              message('customer'),
              <span key="customer" className="flex flex-col">
                <span>{payment.customer.nama_lengkap}</span>
                <span className="text-neutral-600">{payment.customer.email}</span>
              </span>,
            ],
            [message('method'), message(`method.${payment.method}`)],
            [
              message('provider'),
              <FormattedMessage
                key="provider"
                id="backoffice.refunds.held.providerValue"
                values={{ provider: payment.provider, reference }}
              />,
            ],
            [
              message('paidAt'),
              payment.paid_at ? intl.formatDate(payment.paid_at, DATE_TIME) : message('notPaid'),
            ],
            [message('reason'), why],
            ...(resolution
              ? ([
                  [
                    message('resolution'),
                    <span key="resolution" className="flex flex-col">
                      <span>
                        <FormattedMessage
                          id="backoffice.refunds.held.resolvedBy"
                          values={{
                            resolution: intl.formatMessage({
                              id: `backoffice.refunds.held.resolution.${resolution.resolution}`,
                            }),
                            name: resolution.resolved_by.name,
                            date: intl.formatDate(resolution.resolved_at, DATE_TIME),
                          }}
                        />
                      </span>
                      <span>
                        <FormattedMessage
                          id="backoffice.refunds.held.noteShown"
                          values={{ note: resolution.note }}
                        />
                      </span>
                    </span>,
                  ],
                ] as const)
              : []),
          ]}
        />
        {resolution === null && <ResolveForm payment={payment} />}
      </div>
    </Card>
  );
}

function ResolveForm({ payment }: { readonly payment: HeldPayment }) {
  const intl = useIntl();
  const [resolve, resolving] = useResolveHeldPaymentMutation();
  const { register, control, errors, failure, submitMutation } = useStaffForm(
    resolveHeldPayment.body,
    { note: '' },
  );

  const submit = submitMutation(
    (body) => resolve({ params: { paymentId: payment.id }, body }),
    { resolution: 'resolution', note: 'note' },
    () => {
      enqueueToast(intl.formatMessage({ id: 'backoffice.refunds.held.done' }), {
        variant: 'success',
      });
    },
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 border-t border-neutral-200 pt-4"
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <Controller
        control={control}
        name="resolution"
        render={({ field }) => (
          <RadioGroup
            legend={intl.formatMessage({ id: 'backoffice.refunds.held.choice' })}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.resolution?.message}
            required
            options={PAYMENT_RESOLUTIONS.map((value) => ({
              value,
              label: intl.formatMessage({ id: `backoffice.refunds.held.resolution.${value}` }),
            }))}
          />
        )}
      />
      <TextAreaField
        {...register('note')}
        label={intl.formatMessage({ id: 'backoffice.refunds.held.note' })}
        error={errors.note?.message}
        rows={2}
        required
      />
      <div>
        <Button type="submit" loading={resolving.isLoading}>
          <FormattedMessage id="backoffice.refunds.held.submit" />
        </Button>
      </div>
    </form>
  );
}
