import type { OrderStatusTexts } from './order-status-texts';

/** The Indonesian name of every order status: the storefront, the back-office and the gateway's notifications. */
export const ORDER_STATUS_TEXTS_ID = {
  calculating: 'Sedang dihitung',
  waiting_payment: 'Menunggu pembayaran',
  adjustment: 'Penyesuaian',
  in_process: 'Diproses',
  shipping: 'Dikirim',
  delivered: 'Diterima',
  completed: 'Selesai',
  returning: 'Pengembalian/Refund',
  partially_refunded: 'Dana dikembalikan sebagian',
  refunded: 'Dana dikembalikan',
  canceled: 'Dibatalkan',
} as const satisfies OrderStatusTexts;
