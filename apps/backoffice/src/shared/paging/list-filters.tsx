import { Button, cx } from '@storefront/ui-kit';
import type { ButtonProps } from '@storefront/ui-kit';
import type { FormEvent, ReactNode } from 'react';

export interface ListFiltersProps {
  /** The form's accessible name (a search landmark). */
  readonly label: string;
  /** The submit button's text ("Search", "Apply"). */
  readonly submitLabel: ReactNode;
  readonly submitVariant?: ButtonProps['variant'];
  /** Called on submit; the page does not reload. */
  readonly onSubmit: () => void;
  readonly className?: string;
  /** The fields; a select or a checkbox may apply itself at once, text waits for submit. */
  readonly children: ReactNode;
}

/** The filter row above a staff list: a search landmark with its fields and a submit button. */
export function ListFilters({
  label,
  submitLabel,
  submitVariant,
  onSubmit,
  className,
  children,
}: ListFiltersProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className={cx('flex flex-wrap items-end', className ?? 'gap-3')}
    >
      {children}
      <Button type="submit" variant={submitVariant}>
        {submitLabel}
      </Button>
    </form>
  );
}
