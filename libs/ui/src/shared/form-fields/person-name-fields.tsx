import { FIELD_LIMITS } from '@storefront/domain';
import { TextField } from '@storefront/ui-kit';
import type { FormFieldBinding } from './form-field-binding';

/**
 * A person's first and last name, both required and as long as the domain allows. A fragment:
 * the screen lays the two out in its own grid.
 */
export function PersonNameFields({
  firstName,
  lastName,
}: {
  readonly firstName: FormFieldBinding;
  readonly lastName: FormFieldBinding;
}) {
  return (
    <>
      <TextField
        {...firstName}
        autoComplete="given-name"
        maxLength={FIELD_LIMITS.nameMax}
        required
      />
      <TextField
        {...lastName}
        autoComplete="family-name"
        maxLength={FIELD_LIMITS.nameMax}
        required
      />
    </>
  );
}
