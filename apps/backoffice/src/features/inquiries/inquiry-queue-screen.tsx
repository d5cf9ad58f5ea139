import { useListAdminInquiriesQuery } from '@storefront/api';
import { SUBMISSION_STATES } from '@storefront/domain';
import type { SubmissionState } from '@storefront/domain';
import { CheckboxField, PageHeading, SelectField, TextField } from '@storefront/ui-kit';
import { useNow } from '@storefront/ui-support';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DATE_TIME } from '../../shared/format';
import { ListFilters, PagedTable, useListParams } from '../../shared/paging';
import { SlaCountdownText } from './components/sla-countdown';
import { QuotationStateBadge, SubmissionStateBadge } from './components/state-badges';

/** The countdowns show minutes; a 10 s tick turns each minute over within 10 s of it. */
const COUNTDOWN_TICK_MS = 10_000;

const COLUMNS = ['number', 'product', 'customer', 'status', 'variants', 'deadline'] as const;

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
  const inquiries = useListAdminInquiriesQuery({ query: { page, state, overdue, search } });

  return (
    <div className="flex flex-col gap-4">
      <PageHeading
        title={<FormattedMessage id="backoffice.inquiries.queue.title" />}
        description={<FormattedMessage id="backoffice.inquiries.queue.description" />}
      />
      <ListFilters
        label={intl.formatMessage({ id: 'backoffice.inquiries.queue.filters' })}
        submitLabel={<FormattedMessage id="backoffice.common.search" />}
        submitVariant="secondary"
        onSubmit={() => setFilters({ search: searchText.trim() })}
        className="gap-4"
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
      </ListFilters>
      <PagedTable
        list={inquiries}
        idPrefix="backoffice.inquiries.queue"
        columns={COLUMNS}
        rowKey={(inquiry) => inquiry.id}
        rowClassName={(inquiry) =>
          (inquiry.overdue || Date.parse(inquiry.quote_due_at) < now.getTime()) && 'bg-danger-50'
        }
        renderCells={(inquiry) => (
          <>
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
          </>
        )}
        onPageChange={setPage}
      />
    </div>
  );
}
