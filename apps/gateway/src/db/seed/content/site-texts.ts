import type { LanguageCode } from '@storefront/domain';
import { EN_SITE_TEXTS } from './en';
import { ID_SITE_TEXTS } from './id';
import { KK_SITE_TEXTS } from './kk';
import { RU_SITE_TEXTS } from './ru';
import type { SiteTexts } from './site-content';
import { TH_SITE_TEXTS } from './th';

/**
 * The seeded CMS texts and FAQ per language: every language some market enables. Arabic is a
 * shell locale no market enables yet, so it has none; a market that enables a language without
 * texts stops the seed (seed.test.ts checks every market).
 */
export const SITE_TEXTS: Readonly<Partial<Record<LanguageCode, SiteTexts>>> = {
  en: EN_SITE_TEXTS,
  id: ID_SITE_TEXTS,
  th: TH_SITE_TEXTS,
  kk: KK_SITE_TEXTS,
  ru: RU_SITE_TEXTS,
};
