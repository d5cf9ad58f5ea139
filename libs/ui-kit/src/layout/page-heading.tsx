import type { ReactNode } from 'react';
import { cx } from '../utils/class-names';

export interface PageHeadingProps {
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** Buttons at the end of the heading row ("Add address"). */
  readonly actions?: ReactNode;
  /** A back link or breadcrumb above the title. */
  readonly back?: ReactNode;
  readonly className?: string;
}

/** The one h1 of a screen. */
export function PageHeading({ title, description, actions, back, className }: PageHeadingProps) {
  return (
    <div className={cx('mb-6 flex flex-col gap-2', className)}>
      {back}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-neutral-900">{title}</h1>
          {description && <p className="mt-1 text-sm text-neutral-600">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  );
}
