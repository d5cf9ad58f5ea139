import { localizedPath, productPath } from '@storefront/contract';
import type { LanguageCode } from '@storefront/domain';
import { isLanguageCode, languageCode, localeForLanguageCode } from '@storefront/domain';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { customers } from '../../db/schema';
import type { NotificationText } from '../notifications';
import { notifyCustomer } from '../notifications';

type NoticeContext = Pick<AppContext, 'db' | 'market' | 'now' | 'adapters'>;

export interface NoticeLogger {
  warn(object: object, message: string): void;
}

/**
 * What the customer reads when staff answer their product request with a catalogue product (one
 * that existed or one they just entered), in every language of the shell. Tapping it opens the
 * product, where the customer chooses variants and asks for the all-in price.
 */
export const PRODUCT_READY_TEXT: Record<LanguageCode, (product: string) => NotificationText> = {
  en: (product) => ({
    title: 'Your requested product is ready',
    body: `${product} is now in our catalogue. Choose variants and quantities to ask for your price.`,
  }),
  id: (product) => ({
    title: 'Produk yang Anda minta sudah tersedia',
    body: `${product} sekarang ada di katalog kami. Pilih varian dan jumlah untuk meminta harga.`,
  }),
  th: (product) => ({
    title: 'สินค้าที่คุณขอพร้อมแล้ว',
    body: `${product} อยู่ในแคตตาล็อกของเราแล้ว เลือกตัวเลือกและจำนวนเพื่อขอราคา`,
  }),
  kk: (product) => ({
    title: 'Сұраған тауарыңыз дайын',
    body: `${product} енді біздің каталогта бар. Баға сұрау үшін нұсқалар мен санын таңдаңыз.`,
  }),
  ru: (product) => ({
    title: 'Запрошенный товар готов',
    body: `${product} теперь есть в нашем каталоге. Выберите варианты и количество, чтобы запросить цену.`,
  }),
  ar: (product) => ({
    title: 'المنتج الذي طلبته جاهز',
    body: `${product} متوفر الآن في كتالوجنا. اختر الخيارات والكميات لطلب السعر.`,
  }),
};

function customerLanguage(language: string, context: NoticeContext): LanguageCode {
  return isLanguageCode(language) ? language : languageCode(context.market.defaultLocale);
}

/**
 * Tells each customer whose request now has its product, in their language, with the product's
 * page as the link. After the commit; a failure here must not undo or fail the resolution.
 */
export async function notifyProductReady(
  context: NoticeContext,
  resolved: readonly { customerId: string; productId: string; title: string }[],
  log: NoticeLogger | undefined,
): Promise<void> {
  if (resolved.length === 0) return;
  try {
    const rows = await context.db
      .select({ id: customers.id, language: customers.language })
      .from(customers)
      .where(inArray(customers.id, [...new Set(resolved.map((entry) => entry.customerId))]));
    const languages = new Map(rows.map((row) => [row.id, row.language]));
    for (const entry of resolved) {
      const language = customerLanguage(languages.get(entry.customerId) ?? '', context);
      const locale =
        localeForLanguageCode(language, context.market) ?? context.market.defaultLocale;
      await notifyCustomer(
        context,
        entry.customerId,
        {
          ...PRODUCT_READY_TEXT[language](entry.title),
          link: localizedPath(locale, productPath(entry.productId)),
        },
        log ? { log } : {},
      );
    }
  } catch (error) {
    log?.warn({ err: error }, 'product request notification failed; the resolution stands');
  }
}
