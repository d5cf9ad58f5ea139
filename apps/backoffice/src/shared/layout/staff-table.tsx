import { cx } from '@storefront/ui-kit';
import { useId } from 'react';
import type { ReactNode } from 'react';

/** The padding and alignment of a staff table's cells; a number cell adds `text-end`. */
export const TABLE_CELL = 'px-3 py-2 text-start align-top';

export interface TableColumn {
  readonly label: ReactNode;
  /** Amounts and counts line up at the end, as their cells do. */
  readonly end?: boolean;
}

export interface StaffTableProps {
  /** Read by screen readers only: the heading above says it to everyone else. */
  readonly caption?: ReactNode;
  readonly columns: readonly TableColumn[];
  /** The body's rows. */
  readonly children: ReactNode;
}

/**
 * A table inside a card: its headings, and a horizontal scroll where a screen is narrow. The
 * scrolling box takes the keyboard's focus (and its caption's name), so a keyboard user can
 * scroll a table wider than the screen (axe's scrollable-region-focusable).
 */
export function StaffTable({ caption, columns, children }: StaffTableProps) {
  const captionId = useId();
  return (
    <div
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-primary-500"
      tabIndex={0}
      {...(caption ? { role: 'region', 'aria-labelledby': captionId } : {})}
    >
      <table className="min-w-full divide-y divide-neutral-200 text-sm">
        {caption && (
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
        )}
        <thead className="bg-neutral-50 text-neutral-700">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={cx(TABLE_CELL, column.end && 'text-end')}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">{children}</tbody>
      </table>
    </div>
  );
}
