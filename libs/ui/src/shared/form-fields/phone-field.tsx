import { TextField } from '@storefront/ui-kit';
import type { TextFieldProps } from '@storefront/ui-kit';

/**
 * A phone number input. A number reads left to right on a right-to-left page too (ar-SA), and
 * the phone keypad and the browser's saved number both depend on the input's type.
 */
export function PhoneField(props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'dir'>) {
  return <TextField {...props} type="tel" autoComplete="tel" dir="ltr" />;
}
