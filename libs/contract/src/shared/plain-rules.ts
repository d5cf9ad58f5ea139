import { FIELD_ERRORS } from '@storefront/domain';
import type { FieldError } from '@storefront/domain';

// Rules of the wire the storefront's first render checks, without zod (docs/decisions/117): the
// contract's schemas are built on the same constants, and shared.test.ts holds both to one answer.

/**
 * A path inside the storefront: one leading slash and no second one, so '//evil.example' (a
 * protocol-relative URL) can never turn the redirect into an open redirect.
 */
export const STOREFRONT_PATH_PATTERN = /^\/(?![/\\])/;

/** Longest text typed into a search box (after trimming). */
export const SEARCH_TEXT_MAX_LENGTH = 200;

/**
 * Search text as searchTextSchema reads it: trimmed, at most SEARCH_TEXT_MAX_LENGTH characters,
 * else the field error the schema gives (`path` is the caller's field).
 */
export function readSearchText(
  text: string,
  path: string,
): { readonly text: string } | { readonly error: FieldError } {
  const trimmed = text.trim();
  if (trimmed.length <= SEARCH_TEXT_MAX_LENGTH) return { text: trimmed };
  return {
    error: { path, id: FIELD_ERRORS.tooLong, params: { max: SEARCH_TEXT_MAX_LENGTH } },
  };
}
