import { FieldHint, RequiredMark, useFieldIds } from '@storefront/ui-kit';
import type { ComponentPropsWithRef, ReactNode } from 'react';

export interface FileInputFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'children'
> {
  readonly label: ReactNode;
  /** The upload rules in words: always shown, since they decide what may be chosen. */
  readonly hint: ReactNode;
  /** What is wrong with the chosen files, already in the user's language. */
  readonly error?: string | undefined;
  /** What the screen shows of the chosen files (a check in progress, previews), above the error. */
  readonly children?: ReactNode;
}

/**
 * A labelled file input for photos the customer sends (a product request, a refund). The error
 * is an alert: it comes after a check of the chosen file, not while typing, and must be heard.
 */
export function FileInputField({
  id,
  label,
  hint,
  error,
  required,
  children,
  ...input
}: FileInputFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={ids.controlId} className="text-sm font-medium text-neutral-800">
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        {...input}
        id={ids.controlId}
        type="file"
        required={required}
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : undefined}
      />
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      {children}
      {error && (
        <p id={ids.errorId} role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
