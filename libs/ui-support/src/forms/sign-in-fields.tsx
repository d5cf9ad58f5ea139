import { TextField } from '@storefront/ui-kit';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

/** What both sign-in forms ask: the account's email and its current password. */
export interface SignInCredentials {
  readonly email: string;
  readonly password: string;
}

export interface SignInFieldsProps {
  readonly register: UseFormRegister<SignInCredentials>;
  readonly errors: FieldErrors<SignInCredentials>;
  /** The two labels, translated by the caller (this lib has no texts). */
  readonly labels: { readonly email: string; readonly password: string };
  /** `username` for the staff sign-in, where the address is only a login, not a contact. */
  readonly emailAutoComplete?: 'email' | 'username';
}

/** The email and current-password inputs of a sign-in form, for the customer and the staff. */
export function SignInFields({
  register,
  errors,
  labels,
  emailAutoComplete = 'email',
}: SignInFieldsProps) {
  return (
    <>
      <TextField
        {...register('email')}
        type="email"
        autoComplete={emailAutoComplete}
        label={labels.email}
        error={errors.email?.message}
        required
      />
      <TextField
        {...register('password')}
        type="password"
        autoComplete="current-password"
        label={labels.password}
        error={errors.password?.message}
        required
      />
    </>
  );
}
