import type { LanguageCode } from '../../locale/locales';
import { ORDER_STATUS_TEXTS_AR } from './ar';
import { ORDER_STATUS_TEXTS_EN } from './en';
import { ORDER_STATUS_TEXTS_ID } from './id';
import { ORDER_STATUS_TEXTS_KK } from './kk';
import { ORDER_STATUS_TEXTS_RU } from './ru';
import type { OrderStatusTexts } from './order-status-texts';
import { ORDER_STATUS_TEXTS_TH } from './th';

export * from './order-status-texts';
export {
  ORDER_STATUS_TEXTS_AR,
  ORDER_STATUS_TEXTS_EN,
  ORDER_STATUS_TEXTS_ID,
  ORDER_STATUS_TEXTS_KK,
  ORDER_STATUS_TEXTS_RU,
  ORDER_STATUS_TEXTS_TH,
};

/**
 * Every language's status names, for the gateway (one language per notification). A browser
 * imports only the languages it shows (`ORDER_STATUS_TEXTS_<LANGUAGE>`), as with the error texts.
 */
export const ORDER_STATUS_TEXTS: Readonly<Record<LanguageCode, OrderStatusTexts>> = {
  en: ORDER_STATUS_TEXTS_EN,
  id: ORDER_STATUS_TEXTS_ID,
  th: ORDER_STATUS_TEXTS_TH,
  kk: ORDER_STATUS_TEXTS_KK,
  ru: ORDER_STATUS_TEXTS_RU,
  ar: ORDER_STATUS_TEXTS_AR,
};
