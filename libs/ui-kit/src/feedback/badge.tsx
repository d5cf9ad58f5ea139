import type { ReactNode } from 'react';
import { cx } from '../utils/class-names';

export type BadgeTone =
  'neutral' | 'primary' | 'secondary' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps {
  readonly tone?: BadgeTone;
  readonly children: ReactNode;
  readonly className?: string;
}

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-neutral-100 text-neutral-800 ring-neutral-300',
  primary: 'bg-primary-100 text-primary-800 ring-primary-300',
  secondary: 'bg-secondary-100 text-secondary-800 ring-secondary-300',
  success: 'bg-primary-100 text-primary-800 ring-primary-300',
  warning: 'bg-secondary-100 text-secondary-900 ring-secondary-300',
  danger: 'bg-danger-100 text-danger-800 ring-danger-300',
  info: 'bg-info-100 text-info-800 ring-info-300',
};

/** A short status or count; its text carries the meaning, the tone only supports it. */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return (
    <span
      data-tone={tone}
      className={cx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
