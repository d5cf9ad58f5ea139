import { fillMessageParams, resolveLanguage } from '@storefront/domain';
import type {
  ErrorCode,
  FieldErrorId,
  LanguageCode,
  LanguageErrorTexts,
  MessageParams,
} from '@storefront/domain';

/**
 * The browser's share of the domain's error catalogue: only the languages it has loaded. The
 * domain keeps one file per language (`texts/<language>.ts`) and its own `messageFor` holds all
 * six, which is right for the gateway and 11 KB gzip too many for a first render. A storefront
 * adds a language's texts with that locale's messages (libs/ui's i18n loaders), so the first
 * render carries its default language only (docs/decisions/146).
 */
const loaded = new Map<LanguageCode, LanguageErrorTexts>();

/** Makes a language's catalogue available; adding it again changes nothing. */
export function addErrorTexts(language: LanguageCode, texts: LanguageErrorTexts): void {
  loaded.set(language, texts);
}

/**
 * The catalogue for a language: its own once loaded (an unknown language reads as English, as in
 * the domain). A language asked for before its texts arrived gets English, else a language that
 * is loaded: the loaders add a language before its screens render, so this is only the path of a
 * call that outlives a language switch. With nothing loaded at all (a bug of the app) the caller
 * shows the code rather than failing where it reports a failure.
 */
function textsFor(languageCode: string): LanguageErrorTexts | undefined {
  return (
    loaded.get(resolveLanguage(languageCode)) ?? loaded.get('en') ?? loaded.values().next().value
  );
}

/** The domain's messageFor, over the languages loaded in this browser. */
export function messageFor(
  code: ErrorCode,
  languageCode: LanguageCode | (string & {}),
  params?: MessageParams,
): string {
  return fillMessageParams(textsFor(languageCode)?.errors[code] ?? code, params);
}

/** The domain's fieldErrorMessage, over the languages loaded in this browser. */
export function fieldErrorMessage(
  id: FieldErrorId,
  languageCode: LanguageCode | (string & {}),
  params?: MessageParams,
): string {
  return fillMessageParams(textsFor(languageCode)?.fields[id] ?? id, params);
}
