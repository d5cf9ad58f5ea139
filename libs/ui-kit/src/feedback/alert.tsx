import type { ReactNode } from 'react';
import { cx } from '../utils/class-names';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  readonly tone?: AlertTone;
  readonly title?: ReactNode;
  readonly children?: ReactNode;
  /** A button or a link at the end ("Try again", "Verify now"). */
  readonly action?: ReactNode;
  readonly className?: string;
}

const TONES: Record<AlertTone, string> = {
  info: 'border-info-300 bg-info-50 text-info-900',
  success: 'border-primary-300 bg-primary-50 text-primary-900',
  warning: 'border-secondary-300 bg-secondary-50 text-secondary-900',
  error: 'border-danger-300 bg-danger-50 text-danger-900',
};

// A distinct shape per tone: the meaning does not rest on colour alone.
const ICONS: Record<AlertTone, string> = {
  info: 'M10 1a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-.9 4h1.8v1.8H9.1V5Zm0 3.6h1.8V15H9.1V8.6Z',
  success:
    'M10 1a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-1.3 12.7L5 10l1.3-1.3 2.4 2.4 5-5L15 7.4l-6.3 6.3Z',
  warning: 'M10 1.5 0.8 18h18.4L10 1.5Zm-.9 5.5h1.8v5.5H9.1V7Zm0 7h1.8v1.8H9.1V14Z',
  error:
    'M10 1a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm3.5 11.2-1.3 1.3L10 11.3l-2.2 2.2-1.3-1.3L8.7 10 6.5 7.8l1.3-1.3L10 8.7l2.2-2.2 1.3 1.3-2.2 2.2 2.2 2.2Z',
};

/**
 * A message in the page. Errors and warnings are announced at once (role=alert); information and
 * success politely (role=status), so a screen reader does not interrupt for good news.
 */
export function Alert({ tone = 'info', title, children, action, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      data-tone={tone}
      className={cx('flex items-start gap-3 rounded-md border p-3 text-sm', TONES[tone], className)}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 fill-current">
        <path d={ICONS[tone]} />
      </svg>
      {/* A long word (an e-mail address, a link) breaks inside the message on a phone instead of
          pushing the box past the screen's edge. */}
      <div className="min-w-0 flex-1 break-words">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={cx(title ? 'mt-1' : undefined)}>{children}</div>}
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
