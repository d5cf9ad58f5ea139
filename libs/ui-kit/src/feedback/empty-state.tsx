import type { ReactNode } from 'react';
import { cx } from '../utils/class-names';

export interface EmptyStateProps {
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** Decorative picture (hidden from assistive technology). */
  readonly icon?: ReactNode;
  /** What to do next ("Search products"). */
  readonly action?: ReactNode;
  /** Keeps headings in order: 2 under the page's h1, 3 inside a card. */
  readonly headingLevel?: 2 | 3 | 4;
  readonly className?: string;
}

/** The message shown in place of an empty list. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('flex flex-col items-center gap-3 px-4 py-12 text-center', className)}>
      {icon && (
        <div aria-hidden="true" className="text-neutral-400">
          {icon}
        </div>
      )}
      <Heading className="text-lg font-semibold text-neutral-900">{title}</Heading>
      {description && <p className="max-w-md text-sm text-neutral-600">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
