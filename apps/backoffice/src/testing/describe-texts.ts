import { describeTexts } from '@storefront/ui-support/testing';
import type { BackofficeLocale } from '../app/backoffice-feature';

type Texts = Readonly<Record<string, string>>;

/**
 * The checks every back-office text file gets: those of every storefront text file, and each id
 * prefixed `backoffice.` (the back-office's texts share one IntlProvider with the shell's).
 */
export function describeBackofficeTexts(
  name: string,
  texts: Readonly<Record<BackofficeLocale, Texts>>,
): void {
  describeTexts(name, texts, { idPattern: /^backoffice\.[\w.-]+$/ });
}
