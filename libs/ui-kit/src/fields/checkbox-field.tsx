import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/class-names';
import type { FieldTextProps } from './field-parts';
import { FieldError, FieldHint, useFieldIds } from './field-parts';

export interface CheckboxFieldProps
  extends FieldTextProps, Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  readonly containerClassName?: string;
}

/** A checkbox with its label beside it; `ref` reaches the <input> for react-hook-form. */
export function CheckboxField({
  label,
  hint,
  error,
  id,
  className,
  containerClassName,
  ...input
}: CheckboxFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={cx('flex flex-col gap-1', containerClassName)}>
      <div className="flex items-start gap-2">
        <input
          {...input}
          type="checkbox"
          id={ids.controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={cx(
            'mt-0.5 size-4 shrink-0 rounded border-neutral-300 accent-primary-600',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
            className,
          )}
        />
        <label htmlFor={ids.controlId} className="text-sm text-neutral-800">
          {label}
        </label>
      </div>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
