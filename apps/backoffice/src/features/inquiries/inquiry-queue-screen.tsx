import { useListAdminInquiriesQuery } from '@storefront/api';
import { SUBMISSION_STATES } from '@storefront/domain';
import type { SubmissionState } from '@storefront/domain';
import {
  Button,
  CheckboxField,
  cx,
  EmptyState,
  PageHeading,
  SelectField,
  TextField,
} from '@storefront/ui-kit';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DATE_TIME } from '../../shared/format';
import { PagePager, useListParams } from '../../shared/paging';
import { QueryState } from '../../shared/query';
import { useNow } from '../../shared/time';
import { SlaCountdownText } from './components/sla-countdown';
import { QuotationStateBadge, SubmissionStateBadge } from './components/state-badges';

/** The countdowns show minutes; a 10 s tick turns each minute over within 10 s of it. */
const COUNTDOWN_TICK_MS = 10_000;

function isSubmissionState(value: string | undefined): value is SubmissionState {
  return (SUBMISSION_STATES as readonly (string | undefined)[]).includes(value);
}

/**
 * The inquiry queue: open submissions in the gateway's SLA order (nearest quote deadline, or
 * most overdue, first), each with a live countdown; filters and page in the screen's query.
 */
export default function InquiryQueueScreen() {
  const intl = useIntl();
  const now = useNow(COUNTDOWN_TICK_MS);
  const { page, get, setFilters, setPage } = useListParams();
  const stateParam = get('state');
  const state = isSubmissionState(stateParam) ? stateParam : undefined;
  const overdue = get('overdue') === 'true' ? true : undefined;
  const search = get('search');
  const [searchText, setSearchText] = useState(search ?? '');
  const { data, error, isLoading, refetch } = useListAdminInquiriesQuery({
    query: { page, state, overdue, search },
  });

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setFilters({ search: searchText.trim() });
  }

  return (
    <div className="flex flex-col gap-4">
      <PageHeading
        title={<FormattedMessage id="backoffice.inquiries.queue.title" />}
        description={<FormattedMessage id="backoffice.inquiries.queue.description" />}
      />
      <form
        role="search"
        aria-label={intl.formatMessage({ id: 'backoffice.inquiries.queue.filters' })}
        onSubmit={submitSearch}
        className="flex flex-wrap items-end gap-4"
      >
        <SelectField
          label={intl.formatMessage({ id: 'backoffice.inquiries.queue.state' })}
          value={state ?? ''}
          onChange={(event) => setFilters({ state: event.target.value })}
          options={[
            {
              value: '',
              label: intl.formatMessage({ id: 'backoffice.inquiries.queue.state.open' }),
            },
            ...SUBMISSION_STATES.map((value) => ({
              value,
              label: intl.formatMessage({ id: `backoffice.inquiries.state.${value}` }),
            })),
          ]}
        />
        <CheckboxField
          label={intl.formatMessage({ id: 'backoffice.inquiries.queue.overdueOnly' })}
          checked={overdue ?? false}
          onChange={(event) => setFilters({ overdue: event.target.checked ? 'true' : undefined })}
          containerClassName="pb-2"
        />
        <TextField
          type="search"
          label={intl.formatMessage({ id: 'backoffice.inquiries.queue.search' })}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          containerClassName="min-w-64 flex-1"
        />
        <Button type="submit" variant="secondary">
          <FormattedMessage id="backoffice.common.search" />
        </Button>
      </form>
      <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
      {data && data.items.length === 0 && (
        <EmptyState title={<FormattedMessage id="backoffice.inquiries.queue.empty" />} />
      )}
      {data && data.items.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">
              <FormattedMessage id="backoffice.inquiries.queue.table" />
            </caption>
            <thead className="bg-neutral-100 text-neutral-700">
              <tr>
                {(['number', 'product', 'customer', 'status', 'variants', 'deadline'] as const).map(
                  (column) => (
                    <th key={column} scope="col" className="px-3 py-2 text-start font-semibold">
                      <FormattedMessage id={`backoffice.inquiries.queue.column.${column}`} />
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {data.items.map((inquiry) => {
                const late = inquiry.overdue || Date.parse(inquiry.quote_due_at) < now.getTime();
                return (
                  <tr
                    key={inquiry.id}
                    className={cx('border-t border-neutral-200 align-top', late && 'bg-danger-50')}
                  >
                    <th scope="row" className="px-3 py-2 text-start font-medium">
                      <Link
                        to={`/inquiries/${inquiry.id}`}
                        className="text-primary-700 underline hover:text-primary-900"
                      >
                        {inquiry.submission_number}
                      </Link>
                    </th>
                    <td className="max-w-72 px-3 py-2">{inquiry.product.title}</td>
                    <td className="px-3 py-2">
                      <span className="block">{inquiry.customer.nama_lengkap}</span>
                      <span className="block text-neutral-600">{inquiry.customer.email}</span>
                    </td>
                    <td className="px-3 py-2">
                      <span className="flex flex-wrap gap-1">
                        <SubmissionStateBadge state={inquiry.state} />
                        <QuotationStateBadge state={inquiry.quotation_state} />
                      </span>
                    </td>
                    <td className="px-3 py-2">
                      <FormattedMessage
                        id="backoffice.inquiries.queue.quotedCount"
                        values={{ quoted: inquiry.quoted_count, total: inquiry.variant_count }}
                      />
                    </td>
                    <td className="px-3 py-2">
                      <span className="block">
                        <FormattedDate value={inquiry.quote_due_at} {...DATE_TIME} />
                      </span>
                      <SlaCountdownText
                        quoteDueAt={inquiry.quote_due_at}
                        overdue={inquiry.overdue}
                        now={now}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {data && <PagePager page={data} onPageChange={setPage} />}
    </div>
  );
}
