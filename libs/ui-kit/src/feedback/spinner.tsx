import { cx } from '../utils/class-names';

export interface SpinnerProps {
  /** What is loading, read by screen readers ("Loading orders"); the kit has no texts of its own. */
  readonly label: string;
  readonly size?: 'sm' | 'md' | 'lg';
  /** Inside a busy button the button itself is announced: the spinner is then decoration only. */
  readonly decorative?: boolean;
  readonly className?: string;
}

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' } as const;

export function Spinner({ label, size = 'md', decorative = false, className }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      className={cx(
        'inline-block animate-spin rounded-full border-current border-e-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
        SIZES[size],
      )}
    />
  );
  if (decorative) return <span className={cx('inline-flex', className)}>{ring}</span>;
  return (
    <span role="status" className={cx('inline-flex items-center', className)}>
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
