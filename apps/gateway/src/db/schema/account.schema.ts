import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './identity.schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The area tree behind the address lookup, for this deployment's market only:
 * region → province → city → district → subdistrict. Ids are the source data's own codes
 * (BPS codes for Indonesia, the Thai postal database's codes, Kazakh ISO 3166-2 / KATO codes).
 */
export const areas = pgTable(
  'areas',
  {
    id: text('id').primaryKey(),
    level: text('level', {
      enum: ['region', 'province', 'city', 'district', 'subdistrict'],
    }).notNull(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    postalCode: text('postal_code'),
    /** Inside the couriers' range; an address in an area that is not is refused. */
    deliverable: boolean('deliverable').notNull().default(true),
  },
  (t) => [index('areas_parent').on(t.parentId, t.name), index('areas_level').on(t.level)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    namaDepan: text('nama_depan').notNull(),
    namaBelakang: text('nama_belakang').notNull(),
    telepon: text('telepon').notNull(),
    email: text('email'),
    alamat: text('alamat').notNull(),
    buildingName: text('building_name').notNull().default(''),
    notes: text('notes').notNull().default(''),
    idProvinsi: text('id_provinsi').notNull(),
    idKabupaten: text('id_kabupaten').notNull(),
    idKecamatan: text('id_kecamatan').notNull(),
    idKelurahan: text('id_kelurahan').notNull(),
    kodePos: text('kode_pos').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('addresses_customer').on(t.customerId),
    // At most one main address per customer, whatever the concurrency.
    uniqueIndex('addresses_one_main')
      .on(t.customerId)
      .where(sql`${t.isMain}`),
  ],
);

/** The banks a customer can pick from, per market (seeded). */
export const banks = pgTable('banks', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountHolder: text('account_holder').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('bank_accounts_customer').on(t.customerId),
    uniqueIndex('bank_accounts_unique').on(t.customerId, t.bankName, t.accountNumber),
  ],
);

export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('notes_customer_created').on(t.customerId, t.createdAt)],
);
