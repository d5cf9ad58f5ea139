import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../utils/class-names';
import { FieldError, FieldHint, RequiredMark } from './field-parts';

export interface RadioOption<Value extends string = string> {
  readonly value: Value;
  readonly label: ReactNode;
  /** A second line under the label (a courier's delivery time, a price). */
  readonly description?: ReactNode;
  readonly disabled?: boolean;
}

export interface RadioGroupProps<Value extends string = string> {
  /** The question, rendered as the fieldset's legend. */
  readonly legend: ReactNode;
  readonly name: string;
  readonly options: readonly RadioOption<Value>[];
  /** Controlled value (use react-hook-form's Controller); undefined selects nothing. */
  readonly value: Value | undefined;
  readonly onChange: (value: Value) => void;
  readonly onBlur?: () => void;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** Cards side by side on wide screens, or a plain list. */
  readonly layout?: 'list' | 'cards';
  readonly className?: string;
}

/**
 * Native radios in a fieldset: arrow keys move between options and Tab leaves the group, as
 * screen-reader users expect, without a roving-tabindex re-implementation.
 */
export function RadioGroup<Value extends string = string>({
  legend,
  name,
  options,
  value,
  onChange,
  onBlur,
  hint,
  error,
  required,
  disabled,
  layout = 'list',
  className,
}: RadioGroupProps<Value>) {
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset
      className={cx('flex flex-col gap-2', className)}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className="mb-1 text-sm font-medium text-neutral-800">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div
        className={cx(
          'flex gap-2',
          layout === 'cards' ? 'flex-col sm:flex-row sm:flex-wrap' : 'flex-col',
        )}
      >
        {options.map((option, index) => {
          const optionId = `${baseId}-${index}`;
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={cx(
                'flex cursor-pointer items-start gap-2 text-sm text-neutral-800',
                layout === 'cards' &&
                  'rounded-md border p-3 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50',
                layout === 'cards' && !checked && 'border-neutral-300',
                option.disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                checked={checked}
                disabled={option.disabled}
                required={required}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
                className="mt-0.5 size-4 shrink-0 accent-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500"
              />
              <span className="flex flex-col">
                <span>{option.label}</span>
                {option.description && (
                  <span className="text-neutral-600">{option.description}</span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
