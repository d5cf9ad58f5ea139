import { ERROR_TEXTS } from '@storefront/domain';
import type { LanguageCode } from '@storefront/domain';
import { addErrorTexts } from '../error-texts/error-texts';

/**
 * Every language's error texts, as if each locale had been loaded: a storefront adds them one
 * locale at a time (libs/ui's i18n loaders); tests that call the client directly need them all.
 */
export function addEveryLanguageErrorTexts(): void {
  for (const [language, texts] of Object.entries(ERROR_TEXTS)) {
    addErrorTexts(language as LanguageCode, texts);
  }
}
