import type { addressInputSchema } from '@storefront/contract';
import { FIELD_ERRORS, postalCodeSchemaFor } from '@storefront/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { addresses } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../db/row-id';
import { lockCustomer } from '../../db/customer-lock';
import { writtenRow } from '../../db/transaction';
import type { AreaChain } from './area-chain';
import { checkAreaChain } from './area-chain';
import type { Address, AreaNames } from './address.repo';
import {
  clearMainAddress,
  countAddresses,
  selectAddresses,
  selectChainAreas,
  selectNewestAddress,
  toAddress,
} from './address.repo';

export type AddressInput = z.output<typeof addressInputSchema>;

export function listAddresses(context: AppContext, customerId: string): Promise<Address[]> {
  return selectAddresses(context.db, customerId);
}

/**
 * The area chain of an address form, or the catalogue's reason it cannot be used. The postal code
 * is checked first against the market country's format (the contract only knows the shape every
 * market shares), as the address form does: "abcde" never reaches a courier.
 */
async function resolveChain(context: AppContext, input: AddressInput): Promise<AreaChain> {
  if (!postalCodeSchemaFor(context.market.country).safeParse(input.kode_pos).success) {
    throw new AppError('validation_failed', undefined, { kode_pos: FIELD_ERRORS.postalCode });
  }
  const result = checkAreaChain(input, await selectChainAreas(context.db, input));
  if (!result.ok) throw new AppError(result.code);
  return result.chain;
}

/** The columns an address form writes; the area ids are the ones the chain check accepted. */
function addressValues(input: AddressInput, chain: AreaChain, now: Date) {
  return {
    label: input.label,
    namaDepan: input.nama_depan,
    namaBelakang: input.nama_belakang,
    telepon: input.telepon,
    email: input.email ?? null,
    alamat: input.alamat,
    buildingName: input.building_name,
    notes: input.notes,
    idProvinsi: chain.province.id,
    idKabupaten: chain.city.id,
    idKecamatan: chain.district.id,
    idKelurahan: chain.subdistrict.id,
    kodePos: input.kode_pos,
    updatedAt: now,
  };
}

/** The names the answer shows are the ones the chain check just read. */
function chainNames(chain: AreaChain): AreaNames {
  return {
    provinsi: chain.province.name,
    kabupaten: chain.city.name,
    kecamatan: chain.district.name,
    kelurahan: chain.subdistrict.name,
  };
}

/**
 * Adds an address. The first address of a book is the main one whatever the form says; asking
 * for main moves the flag from the previous main address in the same transaction.
 */
export async function createAddress(
  context: AppContext,
  customerId: string,
  input: AddressInput,
): Promise<Address> {
  const chain = await resolveChain(context, input);
  const now = context.now();
  const rows = await context.db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const isMain = input.is_main || (await countAddresses(tx, customerId)) === 0;
    if (isMain) await clearMainAddress(tx, customerId, now);
    return tx
      .insert(addresses)
      .values({ ...addressValues(input, chain, now), customerId, isMain, createdAt: now })
      .returning();
  });
  return toAddress(writtenRow(rows), chainNames(chain));
}

/**
 * Replaces an address of the caller. The main flag only moves forward: `is_main: true` makes
 * this the main address, `false` on the main address keeps it main (a book with addresses always
 * has one; the flag moves by choosing another address, or by deleting this one).
 */
export async function updateAddress(
  context: AppContext,
  customerId: string,
  input: AddressInput & { id: string },
): Promise<Address> {
  if (!isUuid(input.id)) throw new AppError('not_found');
  const chain = await resolveChain(context, input);
  const now = context.now();
  const ownAddress = and(eq(addresses.id, input.id), eq(addresses.customerId, customerId));
  const [row] = await context.db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [existing] = await tx
      .select({ isMain: addresses.isMain })
      .from(addresses)
      .where(ownAddress);
    if (!existing) return [];
    if (input.is_main && !existing.isMain) await clearMainAddress(tx, customerId, now);
    return tx
      .update(addresses)
      .set({ ...addressValues(input, chain, now), isMain: input.is_main || existing.isMain })
      .where(ownAddress)
      .returning();
  });
  if (!row) throw new AppError('not_found');
  return toAddress(row, chainNames(chain));
}

/** Deletes an address of the caller; a deleted main address hands the flag to the newest other. */
export async function deleteAddress(
  context: AppContext,
  customerId: string,
  addressId: string,
): Promise<null> {
  if (!isUuid(addressId)) throw new AppError('not_found');
  const now = context.now();
  const deleted = await context.db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [row] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
      .returning({ isMain: addresses.isMain });
    if (!row) return false;
    if (row.isMain) {
      const heir = await selectNewestAddress(tx, customerId);
      if (heir) {
        await tx
          .update(addresses)
          .set({ isMain: true, updatedAt: now })
          .where(eq(addresses.id, heir.id));
      }
    }
    return true;
  });
  if (!deleted) throw new AppError('not_found');
  return null;
}
