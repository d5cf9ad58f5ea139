import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../utils/class-names';

/** What every labelled field shares: its label, a hint and an error under it. */
export interface FieldTextProps {
  readonly label: ReactNode;
  /** Shown under the field, linked by aria-describedby. */
  readonly hint?: ReactNode;
  /** Replaces nothing, adds the message in red with an icon and marks the control aria-invalid. */
  readonly error?: ReactNode;
}

/** Ids of the label's companions; the control points at those that are shown. */
export function useFieldIds(id: string | undefined, hint: unknown, error: unknown) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return { controlId, hintId, errorId, describedBy: describedBy || undefined };
}

export function FieldHint({ id, children }: { readonly id: string; readonly children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-neutral-600">
      {children}
    </p>
  );
}

export function FieldError({
  id,
  children,
}: {
  readonly id: string;
  readonly children: ReactNode;
}) {
  return (
    <p id={id} className="flex items-start gap-1 text-sm text-danger-700">
      {/* The icon keeps the message from being colour-only. */}
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-current">
        <path d="M10 1a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-.9 4.5h1.8v6h-1.8v-6Zm0 7.5h1.8v1.8h-1.8V13Z" />
      </svg>
      <span>{children}</span>
    </p>
  );
}

export function controlClassName(invalid: boolean, className?: string): string {
  return cx(
    'block w-full rounded-md border bg-white px-3 py-2 text-start text-neutral-900 shadow-xs',
    'placeholder:text-neutral-400 disabled:cursor-not-allowed disabled:bg-neutral-100',
    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-500',
    invalid ? 'border-danger-600' : 'border-neutral-300',
    className,
  );
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-danger-700">
      *
    </span>
  );
}
