import type { OrderStatusTexts } from './order-status-texts';

/** The Thai name of every order status: the storefront, the back-office and the gateway's notifications. */
export const ORDER_STATUS_TEXTS_TH = {
  calculating: 'กำลังคำนวณ',
  waiting_payment: 'รอชำระเงิน',
  adjustment: 'ปรับยอด',
  in_process: 'กำลังดำเนินการ',
  shipping: 'กำลังจัดส่ง',
  delivered: 'ได้รับสินค้าแล้ว',
  completed: 'สำเร็จ',
  returning: 'คืนสินค้า/คืนเงิน',
  partially_refunded: 'คืนเงินบางส่วน',
  refunded: 'คืนเงินแล้ว',
  canceled: 'ยกเลิกแล้ว',
} as const satisfies OrderStatusTexts;
