import { zodResolver } from '@hookform/resolvers/zod';
import { useListCanceledInquiriesQuery, useListInquiriesQuery } from '@storefront/api';
import { searchTextSchema } from '@storefront/contract';
import { SUBMISSION_STATES } from '@storefront/domain';
import type { SubmissionState } from '@storefront/domain';
import {
  Button,
  buttonClassName,
  EmptyState,
  PageHeading,
  Pagination,
  Tabs,
  TextField,
} from '@storefront/ui-kit';
import { QueryFeedback, useNow } from '@storefront/ui-support';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { InquiryCard } from './components/inquiry-card';
import { useInquiriesText } from './use-inquiries-text';
import { productRequestPath, ROUTE_PATHS } from '../../shared';

type Tab = 'all' | SubmissionState;
const TABS: readonly Tab[] = ['all', ...SUBMISSION_STATES];

const searchFormSchema = z.object({ search: searchTextSchema });
type SearchForm = z.output<typeof searchFormSchema>;

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/**
 * Price submissions (SPEC §2, §4): a tab per submission state (canceled ones come from their own
 * call, SPEC §7), a search, pages, and per row the state, the quotation state and the time left
 * of the 2x24-hour promise. Tab, search and page live in the URL.
 */
export default function InquiriesScreen() {
  const { t, pathTo } = useInquiriesText();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((candidate) => candidate === params.get('tab')) ?? 'all';
  const search = (params.get('q') ?? '').trim();
  const page = pageOf(params.get('page'));
  const now = useNow(1000);
  const canceled = tab === 'canceled';
  const active = useListInquiriesQuery(
    {
      query: {
        page,
        ...(tab !== 'all' && !canceled ? { state: tab } : {}),
        ...(search ? { search } : {}),
      },
    },
    { skip: canceled },
  );
  const cancelled = useListCanceledInquiriesQuery({ query: { page } }, { skip: !canceled });
  const { data, error, isLoading, isFetching, refetch } = canceled ? cancelled : active;
  const { register, handleSubmit } = useForm<SearchForm>({
    resolver: zodResolver(searchFormSchema),
    values: { search },
  });

  function change(next: { tab?: Tab; q?: string; page?: number }) {
    const merged = new URLSearchParams(params);
    const values = { tab: next.tab ?? tab, q: next.q ?? search, page: next.page ?? 1 };
    for (const [name, value] of Object.entries(values)) {
      const text = String(value);
      const isDefault =
        text === '' || (name === 'tab' && text === 'all') || (name === 'page' && text === '1');
      if (isDefault) merged.delete(name);
      else merged.set(name, text);
    }
    setParams(merged);
  }

  const pageCount = data ? Math.ceil(data.total / data.limit) : 0;

  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={t('inquiries.list.title')}
        description={t('inquiries.list.description')}
        actions={
          <Link to={pathTo(productRequestPath())} className={buttonClassName('secondary')}>
            {t('inquiries.list.newRequest')}
          </Link>
        }
      />
      {!canceled && (
        <form
          role="search"
          aria-label={t('inquiries.search.label')}
          noValidate
          onSubmit={(event) => void handleSubmit((values) => change({ q: values.search }))(event)}
          className="flex items-end gap-2"
        >
          <TextField
            {...register('search')}
            type="search"
            maxLength={searchTextSchema.maxLength ?? undefined}
            label={t('inquiries.search.label')}
            containerClassName="flex-1"
          />
          <Button type="submit">{t('inquiries.search.submit')}</Button>
        </form>
      )}
      <Tabs
        label={t('inquiries.tabs.label')}
        selected={tab}
        onSelect={(next) => change({ tab: next })}
        tabs={TABS.map((id) => ({
          id,
          label: t(id === 'all' ? 'inquiries.tabs.all' : `inquiries.state.${id}`),
        }))}
      >
        <section aria-label={t('inquiries.list.items')} aria-busy={isFetching}>
          <QueryFeedback
            loading={isLoading}
            error={error?.message}
            onRetry={() => void refetch()}
            texts={{ loading: t('inquiries.list.loading'), retry: t('inquiries.list.retry') }}
          />
          {data && !error && data.items.length === 0 && (
            <EmptyState
              title={
                search && !canceled
                  ? t('inquiries.list.emptySearch', { search })
                  : t('inquiries.list.empty')
              }
              description={t('inquiries.list.emptyHint')}
              action={
                <Link to={pathTo(ROUTE_PATHS.search)} className={buttonClassName('primary')}>
                  {t('inquiries.list.browse')}
                </Link>
              }
            />
          )}
          {data && !error && data.items.length > 0 && (
            <>
              <ul className="flex flex-col gap-3">
                {data.items.map((inquiry) => (
                  <li key={inquiry.id}>
                    <InquiryCard inquiry={inquiry} now={now} />
                  </li>
                ))}
              </ul>
              <Pagination
                className="mt-6"
                page={page}
                pageCount={pageCount}
                onPageChange={(next) => change({ page: next })}
                labels={{
                  navigation: t('inquiries.pagination.label'),
                  previous: t('inquiries.pagination.previous'),
                  next: t('inquiries.pagination.next'),
                  page: (number) => t('inquiries.pagination.page', { page: number }),
                }}
              />
            </>
          )}
        </section>
      </Tabs>
    </div>
  );
}
