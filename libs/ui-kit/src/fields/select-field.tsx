import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../utils/class-names';
import type { FieldTextProps } from './field-parts';
import { controlClassName, FieldError, FieldHint, RequiredMark, useFieldIds } from './field-parts';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

export interface SelectFieldProps
  extends FieldTextProps, Omit<ComponentPropsWithRef<'select'>, 'children'> {
  readonly options: readonly SelectOption[];
  /** A first, empty choice ("Choose a province"); it cannot be picked again once left. */
  readonly placeholder?: string;
  readonly containerClassName?: string;
  /** Extra content after the options (rarely needed: optgroups). */
  readonly children?: ReactNode;
}

/** A labelled native <select>: the platform's keyboard and screen-reader support for free. */
export function SelectField({
  label,
  hint,
  error,
  options,
  placeholder,
  id,
  className,
  containerClassName,
  required,
  children,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={cx('flex flex-col gap-1', containerClassName)}>
      <label htmlFor={ids.controlId} className="text-sm font-medium text-neutral-800">
        {label}
        {required && <RequiredMark />}
      </label>
      <select
        {...select}
        id={ids.controlId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClassName(Boolean(error), cx('pe-8', className))}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
