import type { LanguageCode, MessageParams, OrderStatusTexts } from '@storefront/domain';
import { ORDER_STATUS_TEXTS, fillMessageParams, resolveLanguage } from '@storefront/domain';

/**
 * What the orders module tells a customer, in every language of the shell. Status names are the
 * domain's (ORDER_STATUS_TEXTS), the ones the storefront and the back-office show, so a
 * notification and the badge on the screen name a status alike. Placeholders: `{order}` (order
 * number), `{status}` (the label), `{note}`.
 */
export interface OrderTexts {
  readonly status: OrderStatusTexts;
  /** Notification title when an order enters a status: {order}, {status}. */
  readonly movedTitle: string;
  /** Notification body: {order}, {status}. */
  readonly movedBody: string;
  /** Body when staff add an extra charge: {order}, {amount}, {note}. */
  readonly adjustmentBody: string;
  /** Body when a refund is rejected: {order}, {note}. */
  readonly refundRejectedBody: string;
  /** The e-mail's last line, under the body: {link} (the order's page). */
  readonly mailLink: string;
}

export const ORDER_TEXTS: Readonly<Record<LanguageCode, OrderTexts>> = {
  en: {
    status: ORDER_STATUS_TEXTS.en,
    movedTitle: 'Order {order}: {status}',
    movedBody: 'Your order {order} is now “{status}”.',
    adjustmentBody: 'Your order {order} has an extra charge of {amount}: {note}. Please pay it.',
    refundRejectedBody: 'Your refund request for order {order} was rejected: {note}',
    mailLink: 'See your order: {link}',
  },
  id: {
    status: ORDER_STATUS_TEXTS.id,
    movedTitle: 'Pesanan {order}: {status}',
    movedBody: 'Pesanan {order} sekarang berstatus “{status}”.',
    adjustmentBody:
      'Pesanan {order} memiliki biaya tambahan sebesar {amount}: {note}. Silakan lakukan pembayaran.',
    refundRejectedBody: 'Pengajuan refund untuk pesanan {order} ditolak: {note}',
    mailLink: 'Lihat pesanan Anda: {link}',
  },
  th: {
    status: ORDER_STATUS_TEXTS.th,
    movedTitle: 'คำสั่งซื้อ {order}: {status}',
    movedBody: 'คำสั่งซื้อ {order} ของคุณอยู่ในสถานะ “{status}” แล้ว',
    adjustmentBody: 'คำสั่งซื้อ {order} มีค่าใช้จ่ายเพิ่มเติม {amount}: {note} กรุณาชำระเงิน',
    refundRejectedBody: 'คำขอคืนเงินสำหรับคำสั่งซื้อ {order} ถูกปฏิเสธ: {note}',
    mailLink: 'ดูคำสั่งซื้อของคุณ: {link}',
  },
  kk: {
    status: ORDER_STATUS_TEXTS.kk,
    movedTitle: '{order} тапсырысы: {status}',
    movedBody: '{order} тапсырысыңыздың күйі: «{status}».',
    adjustmentBody:
      '{order} тапсырысына {amount} қосымша төлем қосылды: {note}. Төлеуіңізді сұраймыз.',
    refundRejectedBody: '{order} тапсырысы бойынша қайтару өтініші қабылданбады: {note}',
    mailLink: 'Тапсырысыңызды қараңыз: {link}',
  },
  ru: {
    status: ORDER_STATUS_TEXTS.ru,
    movedTitle: 'Заказ {order}: {status}',
    movedBody: 'Статус вашего заказа {order}: «{status}».',
    adjustmentBody: 'К заказу {order} добавлена доплата {amount}: {note}. Пожалуйста, оплатите её.',
    refundRejectedBody: 'Запрос на возврат по заказу {order} отклонён: {note}',
    mailLink: 'Открыть заказ: {link}',
  },
  ar: {
    status: ORDER_STATUS_TEXTS.ar,
    movedTitle: 'الطلب {order}: {status}',
    movedBody: 'أصبحت حالة طلبك {order} «{status}».',
    adjustmentBody: 'أُضيفت رسوم إضافية بقيمة {amount} إلى الطلب {order}: {note}. يرجى دفعها.',
    refundRejectedBody: 'تم رفض طلب الاسترداد للطلب {order}: {note}',
    mailLink: 'اطّلع على طلبك: {link}',
  },
};

/** The texts of `language` (English for one the shell does not have). */
export function orderTexts(language: string): OrderTexts {
  return ORDER_TEXTS[resolveLanguage(language)];
}

export function orderText(
  key: Exclude<keyof OrderTexts, 'status'>,
  language: string,
  params: MessageParams,
): string {
  return fillMessageParams(orderTexts(language)[key], params);
}
