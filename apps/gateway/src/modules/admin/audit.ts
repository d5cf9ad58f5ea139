import type { Actor } from '@storefront/domain';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

/** A transaction handle, or the database itself for a single write. */
type Writer = Pick<Database, 'insert'>;

/** The record an action touched: `entity` names its kind ('voucher'), `id` the record. */
export interface AuditSubject {
  readonly entity: string;
  readonly id: string;
}

export interface AuditEntryInput {
  readonly actorType: Actor;
  /** The staff member's or customer's id; null for the system (jobs, seed). */
  readonly actorId: string | null;
  /** Dotted, entity first: 'voucher.create', 'exchange_rate.set'. */
  readonly action: string;
  readonly subject: AuditSubject;
  /** The record as it was (null for a creation) and as it is now (null for a deletion). */
  readonly before: unknown;
  readonly after: unknown;
  /** The app's clock (context.now()), so tests and the log agree on when it happened. */
  readonly at: Date;
}

/**
 * `audit_log.subject` is one text column; a subject is written `entity:id` so the log can be
 * filtered by either part. Entity names never contain ':' (the id after the first ':' may).
 */
export function subjectText(subject: AuditSubject): string {
  if (subject.entity === '' || subject.entity.includes(':')) {
    throw new Error(
      `An audit entity must be a non-empty name without ':', got '${subject.entity}'`,
    );
  }
  return `${subject.entity}:${subject.id}`;
}

/**
 * Reads a stored subject back. Rows written before `writeAudit` existed (the identity module's
 * `account.deleted`, the seed) hold a bare id or nothing: their entity is unknown, shown as ''.
 */
export function parseSubject(text: string | null): AuditSubject {
  if (text === null) return { entity: '', id: '' };
  const colon = text.indexOf(':');
  return colon > 0
    ? { entity: text.slice(0, colon), id: text.slice(colon + 1) }
    : { entity: '', id: text };
}

/**
 * Writes one line of the audit log: who did what to which record, with the record before and
 * after. Call it inside the transaction of the change itself, so a change is never without its
 * line and a line never outlives a rolled-back change.
 */
export async function writeAudit(writer: Writer, entry: AuditEntryInput): Promise<void> {
  await writer.insert(auditLog).values({
    actorType: entry.actorType,
    actorId: entry.actorId,
    action: entry.action,
    subject: subjectText(entry.subject),
    data: { before: entry.before ?? null, after: entry.after ?? null },
    at: entry.at,
  });
}
