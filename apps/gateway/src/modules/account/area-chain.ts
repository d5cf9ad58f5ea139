import type { ErrorCode } from '@storefront/domain';
import type { areas } from '../../db/schema';

export type AreaRow = typeof areas.$inferSelect;
export type AreaLevel = AreaRow['level'];

/** The four ids an address form sends, province first (the wire's names). */
export interface AreaChainIds {
  readonly id_provinsi: string;
  readonly id_kabupaten: string;
  readonly id_kecamatan: string;
  readonly id_kelurahan: string;
}

/** A resolved chain: the region above the province, then the four chosen areas. */
export interface AreaChain {
  readonly region: AreaRow;
  readonly province: AreaRow;
  readonly city: AreaRow;
  readonly district: AreaRow;
  readonly subdistrict: AreaRow;
}

export type AreaChainResult =
  | { readonly ok: true; readonly chain: AreaChain }
  | {
      readonly ok: false;
      readonly code: Extract<ErrorCode, 'address_invalid' | 'address_out_of_range'>;
    };

function at(
  byId: ReadonlyMap<string, AreaRow>,
  id: string | null,
  level: AreaLevel,
  parentId: string | null,
): AreaRow | undefined {
  if (id === null) return undefined;
  const row = byId.get(id);
  if (!row || row.level !== level) return undefined;
  // The province's parent is not sent by the form; every other level must hang under the one above.
  if (parentId !== null && row.parentId !== parentId) return undefined;
  return row;
}

/**
 * Whether the four ids of an address form one branch of the area tree (province → city →
 * district → subdistrict, the province under a region) and whether couriers reach it.
 * A broken chain is `address_invalid` ("Alamat tidak valid"); a chain with any area marked not
 * deliverable, the region included, is `address_out_of_range`. Validity is judged first: an
 * address that does not exist is not "out of range".
 *
 * `byId` holds the rows the ids (and the province's parent) resolved to; a missing id reads as
 * a broken chain.
 */
export function checkAreaChain(
  ids: AreaChainIds,
  byId: ReadonlyMap<string, AreaRow>,
): AreaChainResult {
  const province = at(byId, ids.id_provinsi, 'province', null);
  const region = province ? at(byId, province.parentId, 'region', null) : undefined;
  const city = province ? at(byId, ids.id_kabupaten, 'city', province.id) : undefined;
  const district = city ? at(byId, ids.id_kecamatan, 'district', city.id) : undefined;
  const subdistrict = district ? at(byId, ids.id_kelurahan, 'subdistrict', district.id) : undefined;
  if (!region || !province || !city || !district || !subdistrict) {
    return { ok: false, code: 'address_invalid' };
  }
  const chain: AreaChain = { region, province, city, district, subdistrict };
  if (Object.values(chain).some((area) => !area.deliverable)) {
    return { ok: false, code: 'address_out_of_range' };
  }
  return { ok: true, chain };
}
