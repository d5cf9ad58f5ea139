import type { ErrorCode } from '../error-codes';
import type { FieldErrorId } from '../field-error-ids';

/**
 * The error catalogue of one language: the text of every error code and of every field-error id.
 * One file per language (`texts/<language>.ts`), so a browser loads only the languages it shows;
 * error-messages.ts and field-error-messages.ts put the six together for the gateway.
 */
export interface LanguageErrorTexts {
  readonly errors: Readonly<Record<ErrorCode, string>>;
  readonly fields: Readonly<Record<FieldErrorId, string>>;
}
