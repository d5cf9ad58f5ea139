import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../utils/class-names';
import type { FieldTextProps } from './field-parts';
import { controlClassName, FieldError, FieldHint, RequiredMark, useFieldIds } from './field-parts';

export interface TextFieldProps
  extends FieldTextProps, Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** Text or an icon before the value (a currency, a "+62"), logical start side. */
  readonly startAdornment?: ReactNode;
  readonly containerClassName?: string;
}

/**
 * A labelled input. `ref` reaches the <input> (React 19 passes it as a prop), so
 * `<TextField {...register('email')} />` works with react-hook-form as is.
 */
export function TextField({
  label,
  hint,
  error,
  startAdornment,
  id,
  className,
  containerClassName,
  required,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={cx('flex flex-col gap-1', containerClassName)}>
      <label htmlFor={ids.controlId} className="text-sm font-medium text-neutral-800">
        {label}
        {required && <RequiredMark />}
      </label>
      <div className="flex items-stretch">
        {startAdornment !== undefined && (
          <span className="inline-flex items-center rounded-s-md border border-e-0 border-neutral-300 bg-neutral-50 px-3 text-sm text-neutral-600">
            {startAdornment}
          </span>
        )}
        <input
          {...input}
          id={ids.controlId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={controlClassName(
            Boolean(error),
            cx(startAdornment !== undefined && 'rounded-s-none', className),
          )}
        />
      </div>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
