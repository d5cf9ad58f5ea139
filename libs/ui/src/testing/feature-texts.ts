import type { Locale } from '@storefront/domain';
import { describeTexts } from '@storefront/ui-support/testing';

type Texts = Readonly<Record<string, string>>;

/** A feature's texts per locale, English included (its `i18n/<locale>.ts` files). */
export type FeatureTexts = Readonly<Record<Locale, Texts>>;

/**
 * The translation checks every storefront feature's texts get (`i18n/messages.test.ts`); the
 * type asks for all six locales, so a feature cannot leave one out.
 */
export function describeFeatureTexts(feature: string, texts: FeatureTexts): void {
  describeTexts(feature, texts);
}
