import { FIELD_LIMITS } from '@storefront/domain';
import { TextField } from '@storefront/ui-kit';
import { useIntl } from 'react-intl';
import type { FormFieldBinding } from './form-field-binding';

export interface NewPasswordFieldsProps {
  readonly password: FormFieldBinding;
  readonly confirm: FormFieldBinding;
  /** The feature's hint text; it gets the domain's minimum length as `{min}`. */
  readonly hintId: string;
}

/**
 * A new password typed twice, with the rule's minimum in the hint (registration, reset, change).
 * `new-password` lets the browser offer a generated one and keeps it from filling the old one.
 */
export function NewPasswordFields({ password, confirm, hintId }: NewPasswordFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <TextField
        {...password}
        type="password"
        autoComplete="new-password"
        hint={intl.formatMessage({ id: hintId }, { min: FIELD_LIMITS.passwordMin })}
        required
      />
      <TextField {...confirm} type="password" autoComplete="new-password" required />
    </>
  );
}
