import { Pagination } from '@storefront/ui-kit';
import { useIntl } from 'react-intl';

export interface PagePagerProps {
  /** The contract's page answer: 1-based page, page size and the total of every match. */
  readonly page: { readonly page: number; readonly limit: number; readonly total: number };
  readonly onPageChange: (page: number) => void;
}

/** The pager under a staff list, from the contract's page answer (nothing when one page fits). */
export function PagePager({ page, onPageChange }: PagePagerProps) {
  const intl = useIntl();
  return (
    <Pagination
      page={page.page}
      pageCount={Math.max(1, Math.ceil(page.total / page.limit))}
      onPageChange={onPageChange}
      className="mt-4"
      labels={{
        navigation: intl.formatMessage({ id: 'backoffice.common.pagination' }),
        previous: intl.formatMessage({ id: 'backoffice.common.previousPage' }),
        next: intl.formatMessage({ id: 'backoffice.common.nextPage' }),
        page: (number) => intl.formatMessage({ id: 'backoffice.common.page' }, { page: number }),
      }}
    />
  );
}
