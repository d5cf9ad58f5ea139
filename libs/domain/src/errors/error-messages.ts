import type { LanguageCode } from '../locale/locales';
import { ERROR_CODES } from './error-codes';
import type { ErrorCode } from './error-codes';
import type { MessageParams } from './message-params';
import { fillMessageParams, resolveLanguage } from './message-params';
import type { LanguageErrorTexts } from './texts/language-error-texts';
import { ERROR_TEXTS_AR } from './texts/ar';
import { ERROR_TEXTS_EN } from './texts/en';
import { ERROR_TEXTS_ID } from './texts/id';
import { ERROR_TEXTS_KK } from './texts/kk';
import { ERROR_TEXTS_RU } from './texts/ru';
import { ERROR_TEXTS_TH } from './texts/th';

/** Every language's catalogue (texts/<language>.ts), for the gateway and this package's rules. */
export const ERROR_TEXTS: Readonly<Record<LanguageCode, LanguageErrorTexts>> = {
  en: ERROR_TEXTS_EN,
  id: ERROR_TEXTS_ID,
  th: ERROR_TEXTS_TH,
  kk: ERROR_TEXTS_KK,
  ru: ERROR_TEXTS_RU,
  ar: ERROR_TEXTS_AR,
};

/**
 * The text of every error code in every language of the shell, by code. The Indonesian texts are
 * the specification's own wording (SPEC §8), kept verbatim including its spelling ("Silahkan",
 * "merubah"), because customers already know them. Placeholders are `{name}`; every language of a
 * code uses the same placeholders (tested). The texts themselves live per language in texts/.
 */
export const ERROR_MESSAGES: Record<ErrorCode, Record<LanguageCode, string>> = Object.fromEntries(
  ERROR_CODES.map((code) => [
    code,
    Object.fromEntries(
      Object.entries(ERROR_TEXTS).map(([language, texts]) => [language, texts.errors[code]]),
    ),
  ]),
) as Record<ErrorCode, Record<LanguageCode, string>>;

/**
 * The text for `code` in the user's language (English when the language is not one of ours),
 * with its `{name}` placeholders filled from `params`.
 */
export function messageFor(
  code: ErrorCode,
  languageCode: LanguageCode | (string & {}),
  params?: MessageParams,
): string {
  return fillMessageParams(ERROR_MESSAGES[code][resolveLanguage(languageCode)], params);
}
