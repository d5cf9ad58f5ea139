import type {
  adminSalesContactRefSchema,
  adminSalesContactSchema,
  CONTRACT_BY_ID,
  EndpointParsedRequest,
} from '@storefront/contract';
import { FIELD_ERRORS } from '@storefront/domain';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { isUuid } from '../../db/row-id';
import { customers, salesContacts } from '../../db/schema';
import type { Reader } from '../../db/transaction';
import { isUniqueViolation, writtenRow } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { writeAudit } from './audit';

export type AdminSalesContact = z.output<typeof adminSalesContactSchema>;
export type AdminSalesContactRef = z.output<typeof adminSalesContactRefSchema>;
type NewSalesContact = EndpointParsedRequest<typeof CONTRACT_BY_ID.createSalesContact>['body'];

type SalesContactRow = typeof salesContacts.$inferSelect;

const TELEPON_INDEX = 'sales_contacts_telepon';

/**
 * Live customers per contact: an anonymised (deleted) account is nobody's customer any more. The
 * outer column is spelled out: Drizzle leaves a one-table query's columns unqualified, and a bare
 * "id" inside the subquery would mean the customer's.
 */
const customerCount = sql<number>`(
  select count(*)::int from ${customers}
  where ${customers.salesContactId} = "sales_contacts"."id" and ${customers.deletedAt} is null
)`;

function toRef(row: SalesContactRow): AdminSalesContactRef {
  return { id: row.id, nama: row.nama, telepon: row.telepon, active: row.active };
}

function toContact(row: SalesContactRow, customerTotal: number): AdminSalesContact {
  return {
    ...toRef(row),
    last_assigned_at: row.lastAssignedAt?.toISOString() ?? null,
    customer_count: customerTotal,
    created_at: row.createdAt.toISOString(),
  };
}

async function contactById(db: Reader, id: string): Promise<AdminSalesContact | undefined> {
  const [found] = await db
    .select({ row: salesContacts, customerTotal: customerCount })
    .from(salesContacts)
    .where(eq(salesContacts.id, id));
  return found && toContact(found.row, found.customerTotal);
}

/**
 * The roster in the order staff read it: the active contacts in the order the rotation will
 * hand them out (never assigned first, then least recently; ties by id, as in
 * db/sales-rotation.ts), then the inactive ones by name.
 */
export async function listSalesContacts(
  context: Pick<AppContext, 'db'>,
): Promise<{ items: AdminSalesContact[] }> {
  const rows = await context.db
    .select({ row: salesContacts, customerTotal: customerCount })
    .from(salesContacts)
    .orderBy(
      desc(salesContacts.active),
      sql`case when ${salesContacts.active} then ${salesContacts.lastAssignedAt} end asc nulls first`,
      sql`case when ${salesContacts.active} then ${salesContacts.id} end asc`,
      asc(salesContacts.nama),
      asc(salesContacts.id),
    );
  return { items: rows.map(({ row, customerTotal }) => toContact(row, customerTotal)) };
}

/**
 * Adds a contact to the roster, active, so it takes the next new customer (it has never been
 * assigned). One contact per WhatsApp number: a second "add" of the same number, a retry
 * included, is refused on the unique index rather than making a twin.
 */
export async function createSalesContact(
  context: Pick<AppContext, 'db' | 'now'>,
  staffId: string,
  input: NewSalesContact,
): Promise<AdminSalesContact> {
  try {
    return await context.db.transaction(async (tx) => {
      const row = writtenRow(
        await tx
          .insert(salesContacts)
          .values({ nama: input.nama, telepon: input.telepon, createdAt: context.now() })
          .returning(),
      );
      await writeAudit(tx, {
        actorType: 'staff',
        actorId: staffId,
        action: 'sales_contact.create',
        subject: { entity: 'sales_contact', id: row.id },
        before: null,
        after: toRef(row),
        at: context.now(),
      });
      return toContact(row, 0);
    });
  } catch (error) {
    if (isUniqueViolation(error, TELEPON_INDEX)) {
      throw new AppError('validation_failed', undefined, { telepon: FIELD_ERRORS.invalid });
    }
    throw error;
  }
}

/**
 * Takes a contact out of the rotation or puts it back. Its customers keep it either way (staff
 * move them one by one). A contact put back keeps its last turn, so it is not handed a run of
 * new customers to catch up. Setting the mark it already has writes nothing.
 */
export async function setSalesContactActive(
  context: Pick<AppContext, 'db' | 'now'>,
  staffId: string,
  salesContactId: string,
  active: boolean,
): Promise<AdminSalesContact> {
  if (!isUuid(salesContactId)) throw new AppError('not_found');
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(salesContacts)
      .where(eq(salesContacts.id, salesContactId))
      .for('update');
    if (!row) throw new AppError('not_found');
    if (row.active !== active) {
      await tx.update(salesContacts).set({ active }).where(eq(salesContacts.id, salesContactId));
      await writeAudit(tx, {
        actorType: 'staff',
        actorId: staffId,
        action: 'sales_contact.active_set',
        subject: { entity: 'sales_contact', id: salesContactId },
        before: toRef(row),
        after: { ...toRef(row), active },
        at: context.now(),
      });
    }
    const contact = await contactById(tx, salesContactId);
    if (!contact) throw new Error('the sales contact vanished under its lock');
    return contact;
  });
}

/**
 * Assigns one live customer to a contact. Only an active contact can be chosen (an inactive one
 * is leaving the roster); an unknown or inactive contact is a field error, an unknown or deleted
 * customer a 404. Both rows are locked so a contact cannot be deactivated half-way. The rotation
 * is not touched: a hand-picked customer does not spend the contact's turn.
 */
export async function setCustomerSalesContact(
  context: Pick<AppContext, 'db' | 'now'>,
  staffId: string,
  customerId: string,
  salesContactId: string,
): Promise<AdminSalesContactRef> {
  if (!isUuid(customerId)) throw new AppError('not_found');
  return context.db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id, salesContactId: customers.salesContactId })
      .from(customers)
      .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
      .for('update');
    if (!customer) throw new AppError('not_found');
    const [contact] = isUuid(salesContactId)
      ? await tx
          .select()
          .from(salesContacts)
          .where(eq(salesContacts.id, salesContactId))
          .for('share')
      : [];
    if (!contact?.active) {
      throw new AppError('validation_failed', undefined, {
        sales_contact_id: FIELD_ERRORS.invalid,
      });
    }
    if (customer.salesContactId !== contact.id) {
      await tx
        .update(customers)
        .set({ salesContactId: contact.id, updatedAt: context.now() })
        .where(eq(customers.id, customerId));
      await writeAudit(tx, {
        actorType: 'staff',
        actorId: staffId,
        action: 'customer.sales_contact_set',
        subject: { entity: 'customer', id: customerId },
        before: { sales_contact_id: customer.salesContactId },
        after: { sales_contact_id: contact.id },
        at: context.now(),
      });
    }
    return toRef(contact);
  });
}
