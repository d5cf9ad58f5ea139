import type { addressSchema } from '@storefront/contract';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { addresses, areas } from '../../db/schema';
import type { AreaChainIds, AreaRow } from './area-chain';
import type { Reader } from '../../db/transaction';

export type AddressRow = typeof addresses.$inferSelect;
export type Address = z.output<typeof addressSchema>;

/** The names of an address's four areas; null where the area no longer exists. */
export interface AreaNames {
  readonly provinsi: string | null;
  readonly kabupaten: string | null;
  readonly kecamatan: string | null;
  readonly kelurahan: string | null;
}

/**
 * The wire form of a stored address. An address whose area has since left the tree (a re-seed
 * renamed a code) or that misses a required value is answered, not hidden, with
 * `is_complete: false`: checkout then asks the customer to complete it.
 */
export function toAddress(row: AddressRow, names: AreaNames): Address {
  const required = [
    row.label,
    row.namaDepan,
    row.namaBelakang,
    row.telepon,
    row.alamat,
    row.kodePos,
    names.provinsi,
    names.kabupaten,
    names.kecamatan,
    names.kelurahan,
  ];
  return {
    id: row.id,
    label: row.label,
    nama_depan: row.namaDepan,
    nama_belakang: row.namaBelakang,
    telepon: row.telepon,
    email: row.email,
    alamat: row.alamat,
    building_name: row.buildingName,
    notes: row.notes,
    id_provinsi: row.idProvinsi,
    provinsi: names.provinsi ?? '',
    id_kabupaten: row.idKabupaten,
    kabupaten: names.kabupaten ?? '',
    id_kecamatan: row.idKecamatan,
    kecamatan: names.kecamatan ?? '',
    id_kelurahan: row.idKelurahan,
    kelurahan: names.kelurahan ?? '',
    // The city line of a parcel label is the city (kabupaten/kota) the customer picked.
    kota: names.kabupaten ?? '',
    kode_pos: row.kodePos,
    is_main: row.isMain,
    is_complete: required.every((value) => typeof value === 'string' && value.trim() !== ''),
  };
}

/** The caller's addresses with their area names: the main one first, then the newest. */
export async function selectAddresses(
  db: Reader,
  customerId: string,
  addressId?: string,
): Promise<Address[]> {
  const province = alias(areas, 'province');
  const city = alias(areas, 'city');
  const district = alias(areas, 'district');
  const subdistrict = alias(areas, 'subdistrict');
  const rows = await db
    .select({
      address: addresses,
      provinsi: province.name,
      kabupaten: city.name,
      kecamatan: district.name,
      kelurahan: subdistrict.name,
    })
    .from(addresses)
    .leftJoin(province, eq(province.id, addresses.idProvinsi))
    .leftJoin(city, eq(city.id, addresses.idKabupaten))
    .leftJoin(district, eq(district.id, addresses.idKecamatan))
    .leftJoin(subdistrict, eq(subdistrict.id, addresses.idKelurahan))
    .where(
      and(
        eq(addresses.customerId, customerId),
        addressId === undefined ? undefined : eq(addresses.id, addressId),
      ),
    )
    .orderBy(desc(addresses.isMain), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(({ address, ...names }) => toAddress(address, names));
}

/** The rows a chain check needs: the four chosen areas and the region above the province. */
export async function selectChainAreas(
  db: Reader,
  ids: AreaChainIds,
): Promise<Map<string, AreaRow>> {
  const chosen = [ids.id_provinsi, ids.id_kabupaten, ids.id_kecamatan, ids.id_kelurahan];
  const provinceParent = db
    .select({ id: areas.parentId })
    .from(areas)
    .where(eq(areas.id, ids.id_provinsi));
  const rows = await db
    .select()
    .from(areas)
    .where(or(inArray(areas.id, chosen), inArray(areas.id, provinceParent)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The newest address of the caller other than the main one, which a deleted main hands over to. */
export async function selectNewestAddress(
  db: Reader,
  customerId: string,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  return row;
}

export async function countAddresses(db: Reader, customerId: string): Promise<number> {
  return db.$count(addresses, eq(addresses.customerId, customerId));
}

/** Clears the main flag of every address of the caller (before another one takes it). */
export async function clearMainAddress(db: Reader, customerId: string, now: Date): Promise<void> {
  await db
    .update(addresses)
    .set({ isMain: false, updatedAt: now })
    .where(and(eq(addresses.customerId, customerId), eq(addresses.isMain, true)));
}
