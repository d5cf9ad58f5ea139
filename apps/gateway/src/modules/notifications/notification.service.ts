import type { CONTRACT_BY_ID, EndpointResponse, Page } from '@storefront/contract';
import type { SQL } from 'drizzle-orm';
import { and, count, desc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { Adapters } from '../../adapters/adapters';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/row-id';
import { deviceTokens, notifications } from '../../db/schema';
import { AppError } from '../../http/app-error';

export type NotificationRow = typeof notifications.$inferSelect;

/** A page of one customer's notifications, newest first (ties broken by id so pages never overlap). */
async function selectNotificationPage(
  db: Database,
  customerId: string,
  paging: { page: number; limit: number; isNew?: boolean | undefined },
): Promise<Page<NotificationRow>> {
  const filters: SQL[] = [eq(notifications.customerId, customerId)];
  if (paging.isNew !== undefined) filters.push(eq(notifications.isNew, paging.isNew));
  const where = and(...filters);

  const [counted] = await db.select({ total: count() }).from(notifications).where(where);
  const total = counted?.total ?? 0;
  const offset = (paging.page - 1) * paging.limit;
  // A page past the end is empty; asking the database for it could overflow its offset.
  const items =
    offset >= total
      ? []
      : await db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(paging.limit)
          .offset(offset);
  return { items, page: paging.page, limit: paging.limit, total };
}

async function markNotificationsRead(
  db: Database,
  customerId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ isNew: false })
    .where(
      and(
        eq(notifications.customerId, customerId),
        inArray(notifications.id, [...ids]),
        eq(notifications.isNew, true),
      ),
    );
}

/** Marks one notification of the customer read; undefined when the customer has no such one. */
async function markNotificationRead(
  db: Database,
  customerId: string,
  id: string,
): Promise<NotificationRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(notifications)
    .set({ isNew: false })
    .where(and(eq(notifications.id, id), eq(notifications.customerId, customerId)))
    .returning();
  return row;
}

async function countNew(db: Database, customerId: string): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), eq(notifications.isNew, true)));
  return counted?.total ?? 0;
}

async function deviceTokensOf(db: Database, customerId: string): Promise<string[]> {
  const rows = await db
    .select({ token: deviceTokens.token })
    .from(deviceTokens)
    .where(eq(deviceTokens.customerId, customerId));
  return rows.map((row) => row.token);
}

/** Deletes a token only while it still belongs to the customer it was sent for. */
async function deleteDeviceToken(db: Database, customerId: string, token: string): Promise<void> {
  await db
    .delete(deviceTokens)
    .where(and(eq(deviceTokens.token, token), eq(deviceTokens.customerId, customerId)));
}

/**
 * Stores a browser's push token for the customer. The token is unique: registering it again
 * (even from another account, after a sign-out and sign-in on the same browser) moves it. The
 * browser's previous token (same device id) is dropped, and only the newest `maxDevices` tokens of
 * the customer are kept, so one account cannot fan a push out to an unbounded list.
 */
async function upsertDeviceToken(
  db: Database,
  device: { customerId: string; token: string; deviceId: string; now: Date; maxDevices: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(deviceTokens)
      .where(
        and(
          eq(deviceTokens.customerId, device.customerId),
          eq(deviceTokens.deviceId, device.deviceId),
          ne(deviceTokens.token, device.token),
        ),
      );
    await tx
      .insert(deviceTokens)
      .values({
        customerId: device.customerId,
        token: device.token,
        deviceId: device.deviceId,
        createdAt: device.now,
        updatedAt: device.now,
      })
      .onConflictDoUpdate({
        target: deviceTokens.token,
        set: { customerId: device.customerId, deviceId: device.deviceId, updatedAt: device.now },
      });
    const newest = tx
      .select({ id: deviceTokens.id })
      .from(deviceTokens)
      .where(eq(deviceTokens.customerId, device.customerId))
      .orderBy(desc(deviceTokens.updatedAt), desc(deviceTokens.id))
      .limit(device.maxDevices);
    await tx
      .delete(deviceTokens)
      .where(
        and(eq(deviceTokens.customerId, device.customerId), notInArray(deviceTokens.id, newest)),
      );
  });
}

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
