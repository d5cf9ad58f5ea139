import type { getCounters, notificationSchema } from '@storefront/contract';
import type { EndpointResponse } from '@storefront/contract';
import type { z } from 'zod';
import { hoursFromNow } from './primitives.factory';

export type Notification = z.output<typeof notificationSchema>;
export type Counters = EndpointResponse<typeof getCounters>;

const MESSAGES = [
  { title: 'Harga sudah keluar', body: 'Pengajuan Tas Ransel Kanvas Pria sudah dihitung.' },
  { title: 'Menunggu pembayaran', body: 'Segera bayar pesanan Anda sebelum batas waktu.' },
  { title: 'Pesanan dikirim', body: 'Pesanan Anda sedang dalam perjalanan.' },
] as const;

/** The i-th notification, newest first; the first three are new. */
export function makeNotification(index = 0, overrides: Partial<Notification> = {}): Notification {
  const message = MESSAGES[index % MESSAGES.length] ?? MESSAGES[0];
  return {
    id: `ntf-${index + 1}`,
    title: message.title,
    body: message.body,
    image_url: null,
    link: '/id-ID/orders',
    is_new: index < 3,
    created_at: hoursFromNow(-index),
    ...overrides,
  };
}

export function makeCounters(overrides: Partial<Counters> = {}): Counters {
  return {
    cart: 1,
    wishlist: 4,
    notifications_new: 3,
    orders: {
      all: 7,
      to_pay: 1,
      adjustment: 0,
      processed: 2,
      shipped: 1,
      delivered: 1,
      completed: 2,
      return_refund: 0,
      cancelled: 0,
    },
    ...overrides,
  };
}
