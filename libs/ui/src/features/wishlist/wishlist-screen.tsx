import { zodResolver } from '@hookform/resolvers/zod';
import { useListWishlistPagesInfiniteQuery } from '@storefront/api';
import { searchTextSchema } from '@storefront/contract';
import { SEARCH_SORTS } from '@storefront/domain';
import {
  Button,
  buttonClassName,
  EmptyState,
  PageHeading,
  SelectField,
  TextField,
} from '@storefront/ui-kit';
import { QueryFeedback } from '@storefront/ui-support';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { WishlistEntryCard } from './components/wishlist-entry';
import { useWishlistText } from './use-wishlist-text';
import { ROUTE_PATHS } from '../../shared';

const searchFormSchema = z.object({ search: searchTextSchema });
type SearchForm = z.output<typeof searchFormSchema>;

/**
 * The wishlist (SPEC §2, §7): pages of 10 loaded one after another with "load more" while the
 * last page came back full (the api's infinite list, domain hasMorePages), sorted by one of the
 * catalogue's sorts and searched by title; each product can be removed. Sort and search live in
 * the URL so the back button keeps them.
 */
export default function WishlistScreen() {
  const { t, pathTo } = useWishlistText();
  const [params, setParams] = useSearchParams();
  const search = (params.get('q') ?? '').trim();
  const sort = SEARCH_SORTS.find((candidate) => candidate === params.get('sort'));
  const {
    data,
    error,
    isLoading,
    isFetching,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
    refetch,
  } = useListWishlistPagesInfiniteQuery({
    query: { ...(sort ? { sort } : {}), ...(search ? { search } : {}) },
  });
  const { register, handleSubmit } = useForm<SearchForm>({
    resolver: zodResolver(searchFormSchema),
    values: { search },
  });
  const entries = data?.pages.flatMap((page) => page.items) ?? [];
  const total = data?.pages[0]?.total ?? 0;
  const maxLength = searchTextSchema.maxLength ?? undefined;

  function change(next: { q?: string; sort?: string }) {
    const merged = new URLSearchParams(params);
    for (const [name, value] of Object.entries(next)) {
      if (value) merged.set(name, value);
      else merged.delete(name);
    }
    setParams(merged);
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t('wishlist.title')} description={t('wishlist.description')} />
      <section aria-label={t('wishlist.filters')} className="flex flex-wrap items-end gap-3">
        <form
          role="search"
          aria-label={t('wishlist.search.label')}
          noValidate
          onSubmit={(event) => void handleSubmit((values) => change({ q: values.search }))(event)}
          className="flex flex-1 items-end gap-2"
        >
          <TextField
            {...register('search')}
            type="search"
            maxLength={maxLength}
            label={t('wishlist.search.label')}
            containerClassName="flex-1"
          />
          <Button type="submit">{t('wishlist.search.submit')}</Button>
        </form>
        <SelectField
          label={t('wishlist.sort.label')}
          value={sort ?? ''}
          onChange={(event) => change({ sort: event.target.value })}
          options={[
            { value: '', label: t('wishlist.sort.default') },
            ...SEARCH_SORTS.map((value) => ({ value, label: t(`wishlist.sort.${value}`) })),
          ]}
        />
      </section>
      <section aria-label={t('wishlist.list')} aria-busy={isFetching}>
        <QueryFeedback
          loading={isLoading}
          error={error?.message}
          onRetry={() => void refetch()}
          texts={{ loading: t('wishlist.loading'), retry: t('wishlist.retry') }}
        />
        {data && !error && entries.length === 0 && (
          <EmptyState
            title={search ? t('wishlist.emptySearch', { search }) : t('wishlist.empty')}
            description={t('wishlist.emptyHint')}
            action={
              <Link to={pathTo(ROUTE_PATHS.search)} className={buttonClassName('primary')}>
                {t('wishlist.browse')}
              </Link>
            }
          />
        )}
        {entries.length > 0 && (
          <>
            <p className="mb-3 text-sm text-neutral-600" aria-live="polite">
              {t('wishlist.count', { total })}
            </p>
            <ul className="flex flex-col gap-3">
              {entries.map((entry) => (
                <li key={entry.link}>
                  <WishlistEntryCard entry={entry} />
                </li>
              ))}
            </ul>
            {hasNextPage && (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="ghost"
                  loading={isFetchingNextPage}
                  onClick={() => void fetchNextPage()}
                >
                  {t('wishlist.loadMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
