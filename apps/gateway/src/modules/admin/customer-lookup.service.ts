import type {
  CONTRACT_BY_ID,
  customerSummarySchema,
  EndpointParsedRequest,
  Page,
} from '@storefront/contract';
import { levelForTotal, money } from '@storefront/domain';
import type { SQL } from 'drizzle-orm';
import { and, desc, eq, ilike, isNull, like, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { customers, salesContacts } from '../../db/schema';
import { isUuid } from '../../db/row-id';
import { displayName } from '../identity';

export type CustomerSummary = z.output<typeof customerSummarySchema>;
export type CustomerLookupQuery = EndpointParsedRequest<
  typeof CONTRACT_BY_ID.lookupCustomers
>['query'];

/** Makes typed text match literally inside LIKE: %, _ and the escape character itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Fewest digits that make a phone search: fewer match nearly every number. */
export const PHONE_FRAGMENT_MIN_DIGITS = 3;

/**
 * The digits to look for in stored E.164 phones when the search is typed like a phone number
 * ('0812-3456', '+62 812', '(021) 555'), else null. A leading 0 is the national trunk prefix,
 * which E.164 drops ('0812…' is stored '+62812…'), so it is dropped too.
 */
export function phoneFragment(search: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  const national = digits.startsWith('0') ? digits.replace(/^0+/, '') : digits;
  return national.length >= PHONE_FRAGMENT_MIN_DIGITS ? national : null;
}

/** Customers whose e-mail, name or phone contains the text, or whose id it is. */
function searchFilter(search: string): SQL | undefined {
  const pattern = `%${escapeLike(search)}%`;
  const fullName = sql`(${customers.namaDepan} || ' ' || ${customers.namaBelakang})`;
  const matches: (SQL | undefined)[] = [
    ilike(customers.email, pattern),
    sql`${fullName} ilike ${pattern}`,
  ];
  const phone = phoneFragment(search);
  if (phone !== null) matches.push(like(customers.telepon, `%${phone}%`));
  if (isUuid(search)) matches.push(eq(customers.id, search));
  return or(...matches);
}

type SummaryRow = Pick<
  typeof customers.$inferSelect,
  | 'id'
  | 'email'
  | 'namaDepan'
  | 'namaBelakang'
  | 'telepon'
  | 'emailVerifiedAt'
  | 'ktpVerified'
  | 'totalOrder'
  | 'createdAt'
> & { salesContact: CustomerSummary['sales_contact'] };

// Only what the summary shows is read: a password hash or a Google subject never leaves the table.
const summaryColumns = {
  id: customers.id,
  email: customers.email,
  namaDepan: customers.namaDepan,
  namaBelakang: customers.namaBelakang,
  telepon: customers.telepon,
  emailVerifiedAt: customers.emailVerifiedAt,
  ktpVerified: customers.ktpVerified,
  totalOrder: customers.totalOrder,
  createdAt: customers.createdAt,
  // Left-joined: null columns mean no contact, which drizzle reads as a null object.
  salesContact: {
    id: salesContacts.id,
    nama: salesContacts.nama,
    telepon: salesContacts.telepon,
    active: salesContacts.active,
  },
};

function toSummary(row: SummaryRow, context: Pick<AppContext, 'market'>): CustomerSummary {
  const total = money(row.totalOrder, context.market.currency);
  return {
    id: row.id,
    email: row.email,
    nama_lengkap: displayName(row),
    level: levelForTotal(total, context.market),
    telepon: row.telepon,
    sales_contact: row.salesContact,
    is_verified: row.emailVerifiedAt !== null,
    ktp_verified: row.ktpVerified,
    total_order: total,
    // Orders arrive with the checkout part of issue 4; until their table exists there are none.
    order_count: 0,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The back-office customer lookup: live accounts (a deleted one is anonymised and has nothing to
 * find) matching the search, newest first; no search lists everyone.
 */
export async function lookupCustomers(
  context: Pick<AppContext, 'db' | 'market'>,
  { page, limit, search }: CustomerLookupQuery,
): Promise<Page<CustomerSummary>> {
  const text = search ?? '';
  const where = and(isNull(customers.deletedAt), text === '' ? undefined : searchFilter(text));
  const [rows, total] = await Promise.all([
    context.db
      .select(summaryColumns)
      .from(customers)
      .leftJoin(salesContacts, eq(salesContacts.id, customers.salesContactId))
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    context.db.$count(customers, where),
  ]);
  return { items: rows.map((row) => toSummary(row, context)), page, limit, total };
}
