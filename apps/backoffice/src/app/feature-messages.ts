import type { BackofficeFeature, BackofficeLocale } from './backoffice-feature';
import { SHELL_MESSAGES } from './i18n';

/** The texts of a locale: the shell's and every feature's (their ids never collide: prefixes). */
export function messagesFor(
  locale: BackofficeLocale,
  features: readonly BackofficeFeature[],
): Record<string, string> {
  return Object.assign({}, SHELL_MESSAGES[locale], ...features.map((f) => f.messages[locale]));
}
