import { cx } from '../utils/class-names';
import { paginationItems } from './pagination-items';

export interface PaginationLabels {
  /** Name of the navigation landmark ("Pages"). */
  readonly navigation: string;
  readonly previous: string;
  readonly next: string;
  /** Accessible name of a page button ("Page 3"). */
  readonly page: (page: number) => string;
}

export interface PaginationProps {
  /** 1-based. */
  readonly page: number;
  readonly onPageChange: (page: number) => void;
  /** Known number of pages: numbered buttons. */
  readonly pageCount?: number;
  /**
   * Lists without a total (notifications: more pages exist while a full page comes back) show
   * only previous/next; `hasNextPage` enables next.
   */
  readonly hasNextPage?: boolean;
  readonly labels: PaginationLabels;
  readonly className?: string;
}

const BUTTON =
  'inline-flex min-h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm focus-visible:outline-2 focus-visible:outline-primary-500 disabled:cursor-not-allowed disabled:opacity-50';

/** Page navigation; nothing is rendered when everything fits on one page. */
export function Pagination({
  page,
  onPageChange,
  pageCount,
  hasNextPage,
  labels,
  className,
}: PaginationProps) {
  const canGoNext = pageCount !== undefined ? page < pageCount : Boolean(hasNextPage);
  if (page <= 1 && !canGoNext) return null;
  return (
    <nav aria-label={labels.navigation} className={cx('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={cx(BUTTON, 'hover:bg-neutral-100')}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            {/* The arrows point the reading way: mirrored in right-to-left. */}
            <span aria-hidden="true" className="rtl:-scale-x-100">
              ‹
            </span>
            <span className="ms-1">{labels.previous}</span>
          </button>
        </li>
        {pageCount !== undefined &&
          paginationItems(page, pageCount).map((item, index) =>
            item === 'gap' ? (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-neutral-500">
                …
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  aria-label={labels.page(item)}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => onPageChange(item)}
                  className={cx(
                    BUTTON,
                    item === page
                      ? 'bg-primary-600 font-semibold text-white'
                      : 'text-neutral-700 hover:bg-neutral-100',
                  )}
                >
                  {item}
                </button>
              </li>
            ),
          )}
        <li>
          <button
            type="button"
            className={cx(BUTTON, 'hover:bg-neutral-100')}
            disabled={!canGoNext}
            onClick={() => onPageChange(page + 1)}
          >
            <span className="me-1">{labels.next}</span>
            <span aria-hidden="true" className="rtl:-scale-x-100">
              ›
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
