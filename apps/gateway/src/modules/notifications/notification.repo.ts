import type { Page } from '@storefront/contract';
import { and, count, desc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deviceTokens, notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** Ids the gateway hands out are UUIDs; anything else cannot be a notification of anyone. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A page of one customer's notifications, newest first (ties broken by id so pages never overlap). */
export async function selectNotificationPage(
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

export async function markNotificationsRead(
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
export async function markNotificationRead(
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

export async function countNew(db: Database, customerId: string): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), eq(notifications.isNew, true)));
  return counted?.total ?? 0;
}

export async function deviceTokensOf(db: Database, customerId: string): Promise<string[]> {
  const rows = await db
    .select({ token: deviceTokens.token })
    .from(deviceTokens)
    .where(eq(deviceTokens.customerId, customerId));
  return rows.map((row) => row.token);
}

/** Deletes a token only while it still belongs to the customer it was sent for. */
export async function deleteDeviceToken(
  db: Database,
  customerId: string,
  token: string,
): Promise<void> {
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
export async function upsertDeviceToken(
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
