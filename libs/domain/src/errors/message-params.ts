import type { LanguageCode } from '../locale/locales';
import { LANGUAGE_CODES } from '../locale/locales';

/** Values for the `{name}` placeholders of a message. Numbers arrive already formatted or plain. */
export type MessageParams = Readonly<Record<string, string | number>>;

export const FALLBACK_LANGUAGE: LanguageCode = 'en';

/**
 * The language to show a text in: the request's language when the catalogue has it, English
 * otherwise (a client may send any `langcode`).
 */
export function resolveLanguage(languageCode: string): LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(languageCode)
    ? (languageCode as LanguageCode)
    : FALLBACK_LANGUAGE;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Fills `{name}` placeholders. A placeholder without a value is left visible, as react-intl does,
 * so a caller that forgot a parameter is caught in review rather than shown an empty gap.
 */
export function fillMessageParams(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The placeholder names of a template, for tests that check every language asks for the same. */
export function listMessageParams(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').sort();
}
