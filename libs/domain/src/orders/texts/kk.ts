import type { OrderStatusTexts } from './order-status-texts';

/** The Kazakh name of every order status: the storefront, the back-office and the gateway's notifications. */
export const ORDER_STATUS_TEXTS_KK = {
  calculating: 'Есептелуде',
  waiting_payment: 'Төлем күтілуде',
  adjustment: 'Қосымша төлем',
  in_process: 'Өңделуде',
  shipping: 'Жолда',
  delivered: 'Жеткізілді',
  completed: 'Аяқталды',
  returning: 'Қайтару',
  partially_refunded: 'Ішінара қайтарылды',
  refunded: 'Ақша қайтарылды',
  canceled: 'Жойылды',
} as const satisfies OrderStatusTexts;
