import type { CONTRACT_BY_ID, EndpointResponse, Page } from '@storefront/contract';
import type { Adapters } from '../../adapters/adapters';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { NotificationRow } from './notification.repo';
import {
  countNew,
  deleteDeviceToken,
  deviceTokensOf,
  markNotificationRead,
  markNotificationsRead,
  selectNotificationPage,
  upsertDeviceToken,
} from './notification.repo';

export type NotificationData = EndpointResponse<typeof CONTRACT_BY_ID.readNotification>;

/** What notifying needs; an AppContext fits. */
export interface NotifyContext {
  readonly db: Database;
  readonly adapters: Pick<Adapters, 'push'>;
  readonly now: () => Date;
}

export interface NotificationMessage {
  readonly title: string;
  readonly body: string;
  /** Where tapping it leads: a storefront path ('/id-ID/orders/IDL-1') or an https URL. */
  readonly link?: string | null;
}

/** How the push went; the notification itself is stored whatever happens to the pushes. */
export interface NotifyOutcome {
  readonly notificationId: string;
  readonly sent: number;
  /** Tokens the provider no longer knows; they were deleted. */
  readonly unregistered: number;
  /** Tokens the provider could not be reached for; they are kept for the next push. */
  readonly failed: number;
}

interface WarnLogger {
  warn(object: object, message: string): void;
}

/**
 * Browsers kept per customer: a phone, a laptop and a few old browsers. Beyond it the least
 * recently registered goes, so one account's push never fans out without bound (decision 081).
 */
export const MAX_DEVICES_PER_CUSTOMER = 10;

export function toNotificationData(row: NotificationRow): NotificationData {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    image_url: row.imageUrl,
    link: row.link,
    is_new: row.isNew,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Tells a customer something: the notification is stored (it shows in the list and counts as new)
 * and pushed to each of the customer's browsers. A token the provider reports unregistered is
 * deleted; a provider failure is logged and the token kept. Call it after the transaction that
 * caused the news has committed: a push cannot be rolled back.
 */
export async function notifyCustomer(
  context: NotifyContext,
  customerId: string,
  message: NotificationMessage,
  options: { log?: WarnLogger } = {},
): Promise<NotifyOutcome> {
  const [stored] = await context.db
    .insert(notifications)
    .values({
      customerId,
      title: message.title,
      body: message.body,
      link: message.link ?? null,
      createdAt: context.now(),
    })
    .returning({ id: notifications.id });
  if (!stored) throw new Error('notification not stored');

  const tokens = await deviceTokensOf(context.db, customerId);
  const results = await Promise.allSettled(
    tokens.map((token) =>
      context.adapters.push.send({
        token,
        title: message.title,
        body: message.body,
        link: message.link ?? null,
      }),
    ),
  );

  let sent = 0;
  let unregistered = 0;
  let failed = 0;
  for (const [index, result] of results.entries()) {
    const token = tokens[index] as string;
    if (result.status === 'rejected') {
      failed += 1;
      options.log?.warn(
        { err: result.reason, notificationId: stored.id },
        'push delivery failed; token kept',
      );
    } else if (result.value === 'unregistered') {
      unregistered += 1;
      await deleteDeviceToken(context.db, customerId, token);
    } else {
      sent += 1;
    }
  }
  return { notificationId: stored.id, sent, unregistered, failed };
}

export async function listNotifications(
  db: Database,
  customerId: string,
  query: { page: number; limit: number; is_new?: boolean | undefined },
): Promise<Page<NotificationData>> {
  const page = await selectNotificationPage(db, customerId, {
    page: query.page,
    limit: query.limit,
    isNew: query.is_new,
  });
  return { ...page, items: page.items.map(toNotificationData) };
}

/**
 * Opening the panel reads what it shows: the page is returned as it was when opened (so the panel
 * can still highlight what was new this once) and its notifications are read from now on.
 */
export async function readNotificationPage(
  db: Database,
  customerId: string,
  query: { page: number; limit: number },
): Promise<Page<NotificationData>> {
  return db.transaction(async (tx) => {
    const page = await selectNotificationPage(tx, customerId, query);
    await markNotificationsRead(
      tx,
      customerId,
      page.items.filter((row) => row.isNew).map((row) => row.id),
    );
    return { ...page, items: page.items.map(toNotificationData) };
  });
}

export async function readOneNotification(
  db: Database,
  customerId: string,
  notificationId: string,
): Promise<NotificationData> {
  const row = await markNotificationRead(db, customerId, notificationId);
  if (!row) throw new AppError('not_found');
  return toNotificationData(row);
}

export async function countNewNotifications(
  db: Database,
  customerId: string,
): Promise<{ total: number }> {
  return { total: await countNew(db, customerId) };
}

export async function registerDevice(
  context: Pick<NotifyContext, 'db' | 'now'>,
  customerId: string,
  device: { token: string; device_id: string },
): Promise<void> {
  await upsertDeviceToken(context.db, {
    customerId,
    token: device.token,
    deviceId: device.device_id,
    now: context.now(),
    maxDevices: MAX_DEVICES_PER_CUSTOMER,
  });
}
