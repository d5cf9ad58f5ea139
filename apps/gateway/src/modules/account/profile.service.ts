import { hash, verify } from '@node-rs/argon2';
import type { CONTRACT_BY_ID, EndpointParsedRequest, EndpointResponse } from '@storefront/contract';
import { urlSchema } from '@storefront/contract';
import type { LanguageCode } from '@storefront/domain';
import {
  createProfileIdentityFormSchema,
  LANGUAGE_CODES,
  languageCode,
  levelForTotal,
  money,
  ORDER_TAB_STATUSES,
  ORDER_TABS,
} from '@storefront/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import {
  auditLog,
  cartItems,
  customers,
  notifications,
  orders,
  salesContacts,
  wishlistEntries,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { CustomerRow } from '../identity';
import { displayName } from '../identity';
import type { CustomerSession } from '../identity';
import { issueCustomerSession } from '../identity';
import { writtenRow } from '../../db/transaction';
import { customerSubmissions } from '../../db/customer-submissions';
import { selectAddresses } from './address.repo';
import { newestNoteContent } from './note.service';

export type Profile = EndpointResponse<typeof CONTRACT_BY_ID.getProfile>;
export type IdentityEdit = EndpointParsedRequest<typeof CONTRACT_BY_ID.editIdentity>['body'];
export type Counters = EndpointResponse<typeof CONTRACT_BY_ID.getCounters>;

async function loadCustomer(context: AppContext, customerId: string): Promise<CustomerRow> {
  const [customer] = await context.db.select().from(customers).where(eq(customers.id, customerId));
  // The auth guard has just seen this live account; a row gone since is a deletion in flight.
  if (!customer || customer.deletedAt !== null) throw new AppError('unauthorized');
  return customer;
}

/**
 * The photo as an absolute URL: Google gives one; a stored path of ours is served from the
 * gateway's public address. Anything else is not shown rather than breaking the profile.
 */
export function photoUrl(photo: string | null, publicUrl: string): string | null {
  if (photo === null || photo === '') return null;
  const candidate = photo.startsWith('/') ? new URL(photo, publicUrl).toString() : photo;
  return urlSchema.safeParse(candidate).success ? candidate : null;
}

/** A stored language the catalogue does not know (a legacy row) reads as the market's default. */
function profileLanguage(stored: string, context: AppContext): LanguageCode {
  return (
    LANGUAGE_CODES.find((code) => code === stored) ?? languageCode(context.market.defaultLocale)
  );
}

/**
 * SPEC §3's "user dashboard data": who the customer is, the level their total order earns in
 * this market, their sales contact and their address book.
 */
export async function getProfile(context: AppContext, customerId: string): Promise<Profile> {
  const customer = await loadCustomer(context, customerId);
  const [sales, addressBook, notes, submissions] = await Promise.all([
    customer.salesContactId
      ? context.db
          .select({ nama: salesContacts.nama, telepon: salesContacts.telepon })
          .from(salesContacts)
          .where(eq(salesContacts.id, customer.salesContactId))
      : Promise.resolve([]),
    selectAddresses(context.db, customerId),
    newestNoteContent(context.db, customerId),
    customerSubmissions(context.db, context.market, customerId, context.now()),
  ]);
  const total = money(customer.totalOrder, context.market.currency);
  const name = displayName(customer);
  return {
    id: customer.id,
    email: customer.email,
    nama: name,
    namaDepan: customer.namaDepan,
    namaBelakang: customer.namaBelakang,
    nama_lengkap: name,
    date_birth: customer.dateBirth,
    gender: customer.gender,
    telepon: customer.telepon,
    photo: photoUrl(customer.photo, context.config.publicUrl),
    level: levelForTotal(total, context.market),
    is_active: customer.deletedAt === null,
    is_verified: customer.emailVerifiedAt !== null,
    change_language: profileLanguage(customer.language, context),
    notes,
    sales: sales[0] ?? null,
    source: customer.source,
    tanggal: customer.createdAt.toISOString(),
    total,
    submissions: {
      limit: submissions.limit,
      used: submissions.used,
      remaining: submissions.remaining,
      next_month_at: submissions.nextMonthAt.toISOString(),
    },
    Alamat: addressBook,
  };
}

/**
 * Changes the identity fields. The date of birth obeys the domain's rule (not before 1900, not
 * after today in the storefront's time zone), read against the gateway's clock. A new phone
 * number is unverified until the customer proves it again by OTP.
 */
export async function editIdentity(
  context: AppContext,
  customerId: string,
  body: IdentityEdit,
): Promise<Profile> {
  if (body.date_birth !== undefined) {
    const rule = createProfileIdentityFormSchema(context.market.country, context.now).shape
      .birthDate;
    if (!rule.safeParse(body.date_birth).success) {
      throw new AppError('profile_update_failed', undefined, { date_birth: 'field.invalid' });
    }
  }
  const customer = await loadCustomer(context, customerId);
  const phoneChanged = body.telepon !== customer.telepon;
  await context.db
    .update(customers)
    .set({
      namaDepan: body.namaDepan,
      namaBelakang: body.namaBelakang,
      telepon: body.telepon,
      ...(phoneChanged ? { phoneVerifiedAt: null } : {}),
      ...(body.date_birth !== undefined ? { dateBirth: body.date_birth } : {}),
      ...(body.gender !== undefined ? { gender: body.gender === '' ? null : body.gender } : {}),
      updatedAt: context.now(),
    })
    .where(eq(customers.id, customerId));
  return getProfile(context, customerId);
}

/** The current password of the account; a Google-only account has none to match. */
async function checkCurrentPassword(
  context: AppContext,
  customerId: string,
  password: string,
): Promise<void> {
  const customer = await loadCustomer(context, customerId);
  const matches = customer.passwordHash !== null && (await verify(customer.passwordHash, password));
  if (!matches) throw new AppError('password_current_wrong');
}

export async function confirmPassword(
  context: AppContext,
  customerId: string,
  password: string,
): Promise<null> {
  await checkCurrentPassword(context, customerId, password);
  return null;
}

/**
 * Sets a new password behind the current-password check. Every other session ends (the token
 * version moves on) and this one gets a fresh token in the answer, so the customer stays signed in
 * on the screen they are on (decision 070). The change is written to the audit log.
 */
export async function changePassword(
  context: AppContext,
  customerId: string,
  body: { password_current: string; password_new: string },
): Promise<CustomerSession> {
  await checkCurrentPassword(context, customerId, body.password_current);
  const passwordHash = await hash(body.password_new);
  const now = context.now();
  const customer = await context.db.transaction(async (tx) => {
    // A new token version ends every other session (a stolen one included).
    const row = writtenRow(
      await tx
        .update(customers)
        .set({ passwordHash, updatedAt: now, tokenVersion: sql`${customers.tokenVersion} + 1` })
        .where(eq(customers.id, customerId))
        .returning(),
    );
    await tx.insert(auditLog).values({
      actorType: 'customer',
      actorId: customerId,
      action: 'password_changed',
      subject: customerId,
      at: now,
    });
    return row;
  });
  return issueCustomerSession(context, customer);
}

/**
 * The language of the customer's messages, e-mails and pushes: one the market's storefront
 * offers (decision 071), since a text in any other would reach a customer who could not have
 * chosen it on screen.
 */
export async function changeLanguage(
  context: AppContext,
  customerId: string,
  language: LanguageCode,
): Promise<null> {
  const offered = context.market.locales.map(languageCode);
  if (!offered.includes(language)) {
    throw new AppError('validation_failed', undefined, { change_language: 'field.invalid' });
  }
  await context.db
    .update(customers)
    .set({ language, updatedAt: context.now() })
    .where(eq(customers.id, customerId));
  return null;
}

/**
 * The dashboard badges (decision 072): new notifications, the products in the cart (the header
 * says "Cart, 3 products"), the wishlist, and the orders under each history tab, counted by the
 * same status table the history lists them by, so a badge and its tab never disagree.
 */
export async function getCounters(context: AppContext, customerId: string): Promise<Counters> {
  const [notificationsNew, cart, wishlist, perStatus] = await Promise.all([
    context.db.$count(
      notifications,
      and(eq(notifications.customerId, customerId), eq(notifications.isNew, true)),
    ),
    context.db.$count(cartItems, eq(cartItems.customerId, customerId)),
    context.db.$count(wishlistEntries, eq(wishlistEntries.customerId, customerId)),
    context.db
      .select({ status: orders.status, orders: count() })
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .groupBy(orders.status),
  ]);
  const ofStatus = new Map(perStatus.map((row) => [row.status, row.orders]));
  const orderCounts = Object.fromEntries(
    ORDER_TABS.map((tab) => [
      tab,
      ORDER_TAB_STATUSES[tab].reduce((sum, status) => sum + (ofStatus.get(status) ?? 0), 0),
    ]),
  ) as Counters['orders'];
  return { cart, wishlist, notifications_new: notificationsNew, orders: orderCounts };
}
