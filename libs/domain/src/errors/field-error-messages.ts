import type { LanguageCode } from '../locale/locales';
import { ERROR_TEXTS } from './error-messages';
import { FIELD_ERROR_IDS } from './field-error-ids';
import type { FieldErrorId } from './field-error-ids';
import type { MessageParams } from './message-params';
import { fillMessageParams, resolveLanguage } from './message-params';

/**
 * The text under an input for each field-error id, in every language. `{min}` and `{max}` come
 * from the zod issue (validation/field-error.ts). Texts name no other number (no "6 digits"), so
 * that changing a limit in validation/ never leaves a stale sentence. The texts themselves live
 * per language in texts/.
 */
export const FIELD_ERROR_MESSAGES: Record<
  FieldErrorId,
  Record<LanguageCode, string>
> = Object.fromEntries(
  FIELD_ERROR_IDS.map((id) => [
    id,
    Object.fromEntries(
      Object.entries(ERROR_TEXTS).map(([language, texts]) => [language, texts.fields[id]]),
    ),
  ]),
) as Record<FieldErrorId, Record<LanguageCode, string>>;

/** The text for a field-error id in the user's language (English for an unknown language). */
export function fieldErrorMessage(
  id: FieldErrorId,
  languageCode: LanguageCode | (string & {}),
  params?: MessageParams,
): string {
  return fillMessageParams(FIELD_ERROR_MESSAGES[id][resolveLanguage(languageCode)], params);
}
