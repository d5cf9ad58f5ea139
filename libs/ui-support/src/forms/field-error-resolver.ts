import { fieldErrorMessage } from '@storefront/api';
import { toFieldErrors } from '@storefront/domain';
import type { LanguageCode } from '@storefront/domain';
import { set } from 'react-hook-form';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a domain form schema whose errors are already in the user's
 * language. It parses like zodResolver but reads the issues through the domain's toFieldErrors,
 * which keeps the `{min}` / `{max}` of a length rule: zodResolver keeps only the message (our
 * field-error id), and 'Maksimal {max} karakter' would lose its number (decision 110).
 */
export function fieldErrorResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  language: LanguageCode,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<z.input<Schema>> = {};
    for (const { path, id, params } of toFieldErrors(result.error)) {
      // A form-level issue (empty path) has no input to stand under; the schemas of our forms
      // name a field for every check, so this only guards against a future one.
      set(errors, path === '' ? 'root' : path, {
        type: id,
        message: fieldErrorMessage(id, language, params),
      });
    }
    return { values: {}, errors };
  };
}
