import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/class-names';
import type { FieldTextProps } from './field-parts';
import { controlClassName, FieldError, FieldHint, RequiredMark, useFieldIds } from './field-parts';

export interface TextAreaFieldProps
  extends FieldTextProps, Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  readonly containerClassName?: string;
}

/** A labelled multi-line input (notes, full address); `ref` reaches the <textarea>. */
export function TextAreaField({
  label,
  hint,
  error,
  id,
  className,
  containerClassName,
  required,
  rows = 3,
  ...textarea
}: TextAreaFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={cx('flex flex-col gap-1', containerClassName)}>
      <label htmlFor={ids.controlId} className="text-sm font-medium text-neutral-800">
        {label}
        {required && <RequiredMark />}
      </label>
      <textarea
        {...textarea}
        id={ids.controlId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClassName(Boolean(error), className)}
      />
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
