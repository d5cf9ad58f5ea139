import { cx, EmptyState } from '@storefront/ui-kit';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { QueryState } from '../query';
import { PagePager } from './page-pager';

/** A page of the contract's list answers. */
export interface PagedRows<Row> {
  readonly items: readonly Row[];
  readonly page: number;
  readonly limit: number;
  readonly total: number;
}

/** What a list screen's RTK Query hook answers, as far as the table reads it. */
export interface PagedQuery<Row> {
  readonly data?: PagedRows<Row> | undefined;
  readonly error?: unknown;
  readonly isLoading: boolean;
  readonly refetch: () => unknown;
}

export interface PagedTableProps<Row, Column extends string> {
  readonly list: PagedQuery<Row>;
  /**
   * The texts' common prefix: `<prefix>.table` is the caption, `<prefix>.empty` what an empty
   * page says and `<prefix>.column.<column>` each heading.
   */
  readonly idPrefix: string;
  readonly columns: readonly Column[];
  readonly rowKey: (row: Row) => string;
  /** The row's cells, in the order of `columns` (the first may be a row header). */
  readonly renderCells: (row: Row) => ReactNode;
  /** Extra classes of a row (e.g. one that is overdue). */
  readonly rowClassName?: (row: Row) => string | false | undefined;
  readonly onPageChange: (page: number) => void;
}

/**
 * A staff list below its filters: loading / error / retry, the empty text, the table with its
 * (screen-reader) caption and headings, and the pager from the contract's page answer.
 */
export function PagedTable<Row, Column extends string>({
  list,
  idPrefix,
  columns,
  rowKey,
  renderCells,
  rowClassName,
  onPageChange,
}: PagedTableProps<Row, Column>) {
  const { data } = list;
  return (
    <>
      <QueryState
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {data && data.items.length === 0 && (
        <EmptyState title={<FormattedMessage id={`${idPrefix}.empty`} />} />
      )}
      {data && data.items.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">
              <FormattedMessage id={`${idPrefix}.table`} />
            </caption>
            <thead className="bg-neutral-100 text-neutral-700">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 text-start font-semibold">
                    <FormattedMessage id={`${idPrefix}.column.${column}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.items.map((row) => (
                <tr
                  key={rowKey(row)}
                  className={cx('border-t border-neutral-200 align-top', rowClassName?.(row))}
                >
                  {renderCells(row)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <PagePager page={data} onPageChange={onPageChange} />}
    </>
  );
}
