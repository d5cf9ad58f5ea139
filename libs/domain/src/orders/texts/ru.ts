import type { OrderStatusTexts } from './order-status-texts';

/** The Russian name of every order status: the storefront, the back-office and the gateway's notifications. */
export const ORDER_STATUS_TEXTS_RU = {
  calculating: 'Расчёт',
  waiting_payment: 'Ожидает оплаты',
  adjustment: 'Доплата',
  in_process: 'В обработке',
  shipping: 'В пути',
  delivered: 'Доставлен',
  completed: 'Завершён',
  returning: 'Возврат',
  partially_refunded: 'Частично возвращено',
  refunded: 'Деньги возвращены',
  canceled: 'Отменён',
} as const satisfies OrderStatusTexts;
