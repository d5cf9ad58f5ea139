import type { ComponentPropsWithRef } from 'react';
import { Spinner } from '../feedback/spinner';
import { cx } from '../utils/class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  /** Shows a spinner, keeps the label (the width does not jump) and refuses clicks. */
  readonly loading?: boolean;
  readonly fullWidth?: boolean;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary-600 text-white hover:bg-primary-700 active:bg-primary-800',
  // The 700 shade: white text on the brand's 500 orange is 3.0:1, under WCAG AA's 4.5:1.
  secondary: 'bg-secondary-700 text-white hover:bg-secondary-800 active:bg-secondary-900',
  ghost:
    'bg-transparent text-primary-700 hover:bg-primary-50 active:bg-primary-100 border border-primary-600',
  danger: 'bg-danger-600 text-white hover:bg-danger-700 active:bg-danger-800',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-8 px-3 text-sm',
  md: 'min-h-10 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
};

/** Base classes of every button-looking control (exported for links styled as buttons). */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  fullWidth = false,
): string {
  return cx(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    fullWidth && 'w-full',
  );
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  disabled,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      // A form submits only when asked: an unqualified <button> inside a form would submit it.
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(buttonClassName(variant, size, fullWidth), className)}
      onClick={loading ? undefined : onClick}
    >
      {loading && <Spinner label="" size="sm" decorative />}
      {children}
    </button>
  );
}
