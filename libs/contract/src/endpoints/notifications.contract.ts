import { ORDER_TABS } from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { notificationSchema } from '../resources/notification.schema';
import { pageQuerySchema, pageSchema } from '../shared/paging.schema';
import {
  countSchema,
  emptyDataSchema,
  idSchema,
  queryBooleanSchema,
} from '../shared/primitives.schema';

export const listNotifications = defineEndpoint({
  id: 'listNotifications',
  method: 'GET',
  path: '/oci/notification',
  auth: 'customer',
  summary: 'The caller’s notifications, newest first; `is_new` keeps only new or only read ones.',
  query: pageQuerySchema.extend({ is_new: queryBooleanSchema.optional() }),
  response: pageSchema(notificationSchema),
});

export const readNotifications = defineEndpoint({
  id: 'readNotifications',
  method: 'GET',
  path: '/oci/notification/read',
  auth: 'customer',
  summary:
    'A page of the caller’s notifications, marking the ones on it as read (opening the panel reads them).',
  query: pageQuerySchema,
  response: pageSchema(notificationSchema),
});

export const readNotification = defineEndpoint({
  id: 'readNotification',
  method: 'GET',
  path: '/oci/notification/read/:notificationId',
  auth: 'customer',
  summary: 'Marks one notification read and returns it.',
  params: z.object({ notificationId: idSchema }),
  response: notificationSchema,
});

export const countNewNotifications = defineEndpoint({
  id: 'countNewNotifications',
  method: 'GET',
  path: '/oci/notification/new',
  auth: 'customer',
  summary: 'How many notifications are new (the bell’s badge).',
  response: z.object({ total: countSchema }),
});

export const sendTestNotification = defineEndpoint({
  id: 'sendTestNotification',
  method: 'GET',
  path: '/oci/notification/test',
  auth: 'customer',
  summary: 'Sends a test push to the caller’s registered browsers.',
  response: emptyDataSchema,
});

export const getCounters = defineEndpoint({
  id: 'getCounters',
  method: 'GET',
  path: '/oci/customer/counter',
  auth: 'customer',
  summary: 'Dashboard counters: cart, wishlist, new notifications and orders per history tab.',
  response: z.object({
    cart: countSchema,
    wishlist: countSchema,
    notifications_new: countSchema,
    orders: z.record(z.enum(ORDER_TABS), countSchema),
  }),
});

export const NOTIFICATION_ENDPOINTS = [
  listNotifications,
  readNotifications,
  readNotification,
  countNewNotifications,
  sendTestNotification,
  getCounters,
] as const;
