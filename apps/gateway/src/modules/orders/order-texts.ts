import type { LanguageCode, MessageParams, OrderStatus } from '@storefront/domain';
import { fillMessageParams, resolveLanguage } from '@storefront/domain';

/**
 * What the orders module tells a customer, in every language of the shell. Status labels are the
 * storefront's own (libs/ui features/orders i18n), so a notification and the badge on the screen
 * name a status alike. Placeholders: `{order}` (order number), `{status}` (the label), `{note}`.
 */
export interface OrderTexts {
  readonly status: Readonly<Record<OrderStatus, string>>;
  /** Notification title when an order enters a status: {order}, {status}. */
  readonly movedTitle: string;
  /** Notification body: {order}, {status}. */
  readonly movedBody: string;
  /** Body when staff add an extra charge: {order}, {amount}, {note}. */
  readonly adjustmentBody: string;
  /** Body when a refund is rejected: {order}, {note}. */
  readonly refundRejectedBody: string;
}

export const ORDER_TEXTS: Readonly<Record<LanguageCode, OrderTexts>> = {
  en: {
    status: {
      calculating: 'Calculating',
      waiting_payment: 'Waiting for payment',
      adjustment: 'Adjustment',
      in_process: 'In process',
      shipping: 'Shipping',
      delivered: 'Delivered',
      completed: 'Completed',
      returning: 'Returning/Refund',
      canceled: 'Cancelled',
    },
    movedTitle: 'Order {order}: {status}',
    movedBody: 'Your order {order} is now “{status}”.',
    adjustmentBody: 'Your order {order} has an extra charge of {amount}: {note}. Please pay it.',
    refundRejectedBody: 'Your refund request for order {order} was rejected: {note}',
  },
  id: {
    status: {
      calculating: 'Sedang dihitung',
      waiting_payment: 'Menunggu pembayaran',
      adjustment: 'Penyesuaian',
      in_process: 'Diproses',
      shipping: 'Dikirim',
      delivered: 'Diterima',
      completed: 'Selesai',
      returning: 'Pengembalian/Refund',
      canceled: 'Dibatalkan',
    },
    movedTitle: 'Pesanan {order}: {status}',
    movedBody: 'Pesanan {order} sekarang berstatus “{status}”.',
    adjustmentBody:
      'Pesanan {order} memiliki biaya tambahan sebesar {amount}: {note}. Silakan lakukan pembayaran.',
    refundRejectedBody: 'Pengajuan refund untuk pesanan {order} ditolak: {note}',
  },
  th: {
    status: {
      calculating: 'กำลังคำนวณ',
      waiting_payment: 'รอชำระเงิน',
      adjustment: 'ปรับยอด',
      in_process: 'กำลังดำเนินการ',
      shipping: 'กำลังจัดส่ง',
      delivered: 'ได้รับสินค้าแล้ว',
      completed: 'สำเร็จ',
      returning: 'คืนสินค้า/คืนเงิน',
      canceled: 'ยกเลิกแล้ว',
    },
    movedTitle: 'คำสั่งซื้อ {order}: {status}',
    movedBody: 'คำสั่งซื้อ {order} ของคุณอยู่ในสถานะ “{status}” แล้ว',
    adjustmentBody: 'คำสั่งซื้อ {order} มีค่าใช้จ่ายเพิ่มเติม {amount}: {note} กรุณาชำระเงิน',
    refundRejectedBody: 'คำขอคืนเงินสำหรับคำสั่งซื้อ {order} ถูกปฏิเสธ: {note}',
  },
  kk: {
    status: {
      calculating: 'Есептелуде',
      waiting_payment: 'Төлем күтілуде',
      adjustment: 'Қосымша төлем',
      in_process: 'Өңделуде',
      shipping: 'Жолда',
      delivered: 'Жеткізілді',
      completed: 'Аяқталды',
      returning: 'Қайтару',
      canceled: 'Жойылды',
    },
    movedTitle: '{order} тапсырысы: {status}',
    movedBody: '{order} тапсырысыңыздың күйі: «{status}».',
    adjustmentBody:
      '{order} тапсырысына {amount} қосымша төлем қосылды: {note}. Төлеуіңізді сұраймыз.',
    refundRejectedBody: '{order} тапсырысы бойынша қайтару өтініші қабылданбады: {note}',
  },
  ru: {
    status: {
      calculating: 'Расчёт',
      waiting_payment: 'Ожидает оплаты',
      adjustment: 'Доплата',
      in_process: 'В обработке',
      shipping: 'В пути',
      delivered: 'Доставлен',
      completed: 'Завершён',
      returning: 'Возврат',
      canceled: 'Отменён',
    },
    movedTitle: 'Заказ {order}: {status}',
    movedBody: 'Статус вашего заказа {order}: «{status}».',
    adjustmentBody: 'К заказу {order} добавлена доплата {amount}: {note}. Пожалуйста, оплатите её.',
    refundRejectedBody: 'Запрос на возврат по заказу {order} отклонён: {note}',
  },
  ar: {
    status: {
      calculating: 'قيد الحساب',
      waiting_payment: 'بانتظار الدفع',
      adjustment: 'تعديل',
      in_process: 'قيد المعالجة',
      shipping: 'قيد الشحن',
      delivered: 'تم التوصيل',
      completed: 'مكتمل',
      returning: 'إرجاع/استرداد',
      canceled: 'ملغى',
    },
    movedTitle: 'الطلب {order}: {status}',
    movedBody: 'أصبحت حالة طلبك {order} «{status}».',
    adjustmentBody: 'أُضيفت رسوم إضافية بقيمة {amount} إلى الطلب {order}: {note}. يرجى دفعها.',
    refundRejectedBody: 'تم رفض طلب الاسترداد للطلب {order}: {note}',
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
