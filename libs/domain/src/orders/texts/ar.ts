import type { OrderStatusTexts } from './order-status-texts';

/** The Arabic name of every order status: the storefront, the back-office and the gateway's notifications. */
export const ORDER_STATUS_TEXTS_AR = {
  calculating: 'قيد الحساب',
  waiting_payment: 'بانتظار الدفع',
  adjustment: 'تعديل',
  in_process: 'قيد المعالجة',
  shipping: 'قيد الشحن',
  delivered: 'تم التوصيل',
  completed: 'مكتمل',
  returning: 'إرجاع/استرداد',
  partially_refunded: 'مسترد جزئيًا',
  refunded: 'تم الاسترداد',
  canceled: 'ملغى',
} as const satisfies OrderStatusTexts;
