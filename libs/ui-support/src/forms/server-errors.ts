import { fieldErrorMessage, isApiError } from '@storefront/api';
import type { ApiError } from '@storefront/api';
import type { LanguageCode } from '@storefront/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Where each field of a request body is typed in the form: wire name → form field. */
export type ServerFieldMap<Form extends FieldValues> = Readonly<Record<string, Path<Form>>>;

/**
 * The failure of a mutation as an ApiError. libs/api never throws, so anything else (RTK's
 * serialized exception) can only be a bug in the client: it reads as the generic retry text the
 * caller passes.
 */
export function toApiError(error: unknown, fallbackMessage: string): ApiError {
  return isApiError(error) ? error : { status: 0, message: fallbackMessage, code: 'generic_retry' };
}

/**
 * Puts the field errors of a refused form (validation_failed: `fields` maps wire names to
 * field-error ids) under the inputs they belong to, focusing the first. Returns whether any was
 * placed; when none was, the caller shows the error's message instead, because the fixed text of
 * a 400 ('Bad request') tells the user nothing a field error does not.
 */
export function applyServerFieldErrors<Form extends FieldValues>(
  error: ApiError,
  fieldMap: ServerFieldMap<Form>,
  setError: UseFormSetError<Form>,
  language: LanguageCode,
): boolean {
  let placed = false;
  for (const [wireName, id] of Object.entries(error.fields ?? {})) {
    const name = fieldMap[wireName];
    if (name === undefined) continue;
    setError(
      name,
      { type: 'server', message: fieldErrorMessage(id, language) },
      { shouldFocus: !placed },
    );
    placed = true;
  }
  return placed;
}
