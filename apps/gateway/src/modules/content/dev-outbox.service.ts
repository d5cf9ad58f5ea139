import type { CONTRACT_BY_ID, EndpointParsedRequest, EndpointResponse } from '@storefront/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';

type OutboxQuery = EndpointParsedRequest<typeof CONTRACT_BY_ID.getDevOutbox>['query'];
export type OutboxPage = EndpointResponse<typeof CONTRACT_BY_ID.getDevOutbox>;

/**
 * The messages the local adapters kept instead of sending, newest first, optionally for one
 * channel and one recipient (an e-mail address, a phone number or a push token, as stored).
 */
export async function listOutbox(db: Database, query: OutboxQuery): Promise<OutboxPage> {
  const filters: SQL[] = [];
  if (query.channel) filters.push(eq(outboxMessages.channel, query.channel));
  if (query.to) filters.push(eq(outboxMessages.recipient, query.to));
  const where = filters.length > 0 ? and(...filters) : undefined;

  const [counted] = await db.select({ total: count() }).from(outboxMessages).where(where);
  const total = counted?.total ?? 0;
  const offset = (query.page - 1) * query.limit;
  // A page past the end is empty; asking the database for it could overflow its offset.
  const rows =
    offset >= total
      ? []
      : await db
          .select()
          .from(outboxMessages)
          .where(where)
          .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
          .limit(query.limit)
          .offset(offset);

  return {
    items: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      body: row.body,
      created_at: row.createdAt.toISOString(),
    })),
    page: query.page,
    limit: query.limit,
    total,
  };
}
