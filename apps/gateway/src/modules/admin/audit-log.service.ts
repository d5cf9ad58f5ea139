import type {
  auditEntrySchema,
  CONTRACT_BY_ID,
  EndpointParsedRequest,
  Page,
} from '@storefront/contract';
import type { SQL } from 'drizzle-orm';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { auditLog } from '../../db/schema';
import { parseSubject } from './audit';

export type AuditEntry = z.output<typeof auditEntrySchema>;
export type AuditLogQuery = EndpointParsedRequest<typeof CONTRACT_BY_ID.listAuditLog>['query'];
type AuditRow = typeof auditLog.$inferSelect;

// The two halves of `subject` ('entity:id', see audit.ts) as SQL, so filters run in the database
// and agree with parseSubject: no ':' (a bare id) means an unknown entity and the whole text as id.
const colon = sql`strpos(coalesce(${auditLog.subject}, ''), ':')`;
const subjectEntity = sql<string>`case when ${colon} > 1 then left(${auditLog.subject}, ${colon} - 1) else '' end`;
const subjectId = sql<string>`case when ${colon} > 1 then substr(${auditLog.subject}, ${colon} + 1) else coalesce(${auditLog.subject}, '') end`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toAuditEntry(row: AuditRow): AuditEntry {
  const subject = parseSubject(row.subject);
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actorType,
    actor_id: row.actorId,
    action: row.action,
    entity: subject.entity,
    entity_id: subject.id,
    // jsonb may hold any JSON; the wire promises an object.
    details: isRecord(row.data) ? row.data : { value: row.data },
  };
}

/** The audit log, newest first, filtered by any of actor kind, actor id, entity and record id. */
export async function listAuditLog(
  context: Pick<AppContext, 'db'>,
  { page, limit, actor, actor_id, entity, entity_id }: AuditLogQuery,
): Promise<Page<AuditEntry>> {
  const filters: SQL[] = [];
  if (actor !== undefined) filters.push(eq(auditLog.actorType, actor));
  if (actor_id !== undefined) filters.push(eq(auditLog.actorId, actor_id));
  if (entity !== undefined) filters.push(sql`${subjectEntity} = ${entity}`);
  if (entity_id !== undefined) filters.push(sql`${subjectId} = ${entity_id}`);
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, total] = await Promise.all([
    context.db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    context.db.$count(auditLog, where),
  ]);
  return { items: rows.map(toAuditEntry), page, limit, total };
}
