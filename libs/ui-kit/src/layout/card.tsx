import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../utils/class-names';

export interface CardProps {
  /** With a title the card is a labelled region (a landmark screen readers can jump to). */
  readonly title?: ReactNode;
  readonly headingLevel?: 2 | 3 | 4;
  /** Beside the title ("Edit"). */
  readonly actions?: ReactNode;
  readonly footer?: ReactNode;
  readonly children?: ReactNode;
  readonly as?: 'section' | 'article' | 'div' | 'li';
  readonly padding?: 'none' | 'md';
  readonly className?: string;
}

/** A bordered white surface grouping related content. */
export function Card({
  title,
  headingLevel = 2,
  actions,
  footer,
  children,
  as,
  padding = 'md',
  className,
}: CardProps) {
  const headingId = useId();
  const Element = as ?? (title ? 'section' : 'div');
  const Heading = `h${headingLevel}` as const;
  return (
    <Element
      aria-labelledby={title ? headingId : undefined}
      className={cx('rounded-lg border border-neutral-200 bg-white shadow-xs', className)}
    >
      {(title || actions) && (
        <div className="flex items-center justify-between gap-2 border-b border-neutral-200 px-4 py-3">
          {title && (
            <Heading id={headingId} className="text-base font-semibold text-neutral-900">
              {title}
            </Heading>
          )}
          {actions && <div className="flex gap-2">{actions}</div>}
        </div>
      )}
      <div className={padding === 'md' ? 'p-4' : undefined}>{children}</div>
      {footer && <div className="border-t border-neutral-200 px-4 py-3">{footer}</div>}
    </Element>
  );
}
