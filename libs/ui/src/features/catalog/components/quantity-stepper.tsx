import { stepQuantity } from '@storefront/domain';
import type { QuantityRules } from '@storefront/domain';
import { cx } from '@storefront/ui-kit';
import { useState } from 'react';

export interface QuantityStepperProps {
  readonly label: string;
  readonly decreaseLabel: string;
  readonly increaseLabel: string;
  /** 0 means "not chosen" and shows an empty box. */
  readonly value: number;
  readonly rules: QuantityRules;
  readonly onChange: (quantity: number) => void;
  readonly disabled?: boolean;
  /** Id of the text that explains a problem with the value (aria-describedby). */
  readonly describedBy?: string;
  readonly invalid?: boolean;
}

const STEP_BUTTON =
  'inline-flex size-9 items-center justify-center border border-neutral-300 bg-white text-lg text-neutral-800 hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-primary-500 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * A quantity box with − and + that land only on valid quantities (the domain's stepQuantity:
 * multiples of the step from the minimum up to the stock). Typing stays free, so the customer
 * sees the rule's message for a value the stepper would never produce. − from the smallest valid
 * quantity empties the box: the variant is then not chosen.
 */
export function QuantityStepper({
  label,
  decreaseLabel,
  increaseLabel,
  value,
  rules,
  onChange,
  disabled,
  describedBy,
  invalid,
}: QuantityStepperProps) {
  const [text, setText] = useState(value === 0 ? '' : String(value));
  // A value set from outside (− / +, a reset) shows in the box in the same render; what the
  // customer typed and the value agree already. Not in an effect: one runs after paint (React's
  // too, after a render no click or key caused), a keystroke in between would be overwritten.
  const [textOf, setTextOf] = useState(value);
  if (textOf !== value) {
    setTextOf(value);
    if (Number(text || 0) !== value) setText(value === 0 ? '' : String(value));
  }

  const up = stepQuantity(value, 'up', rules);
  const down = value > 0 ? (stepQuantity(value, 'down', rules) ?? 0) : null;

  return (
    <div className="inline-flex items-stretch">
      <button
        type="button"
        className={cx(STEP_BUTTON, 'rounded-s-md')}
        aria-label={decreaseLabel}
        disabled={disabled || down === null}
        onClick={() => down !== null && onChange(down)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        step={rules.multiple > 0 ? rules.multiple : 1}
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const typed = event.target.value.trim();
          onChange(typed === '' ? 0 : Number(typed));
        }}
        className={cx(
          'w-20 border-y bg-white px-2 text-center text-neutral-900 focus-visible:outline-2 focus-visible:outline-primary-500 disabled:bg-neutral-100',
          invalid ? 'border-danger-600' : 'border-neutral-300',
        )}
      />
      <button
        type="button"
        className={cx(STEP_BUTTON, 'rounded-e-md')}
        aria-label={increaseLabel}
        disabled={disabled || up === null}
        onClick={() => up !== null && onChange(up)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
