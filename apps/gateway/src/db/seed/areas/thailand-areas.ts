import { createHash } from 'node:crypto';
import { searchAddressByProvince } from 'thai-address-database';
import type { AreaRow } from './area-row';
import { areaRow } from './area-row';
import { THAI_PROVINCE_CODES } from './thailand-provinces';

export const THAILAND_REGION_ID = 'TH';

/** The package's search takes a regular expression; this one matches every province. */
const EVERY_PROVINCE = '.';
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/**
 * A short id part derived from a Thai name: the package has no codes below the province, and an
 * id must not change when the package adds or reorders entries (stored addresses keep it).
 */
function nameKey(name: string): string {
  return createHash('sha256').update(name.normalize('NFC')).digest('hex').slice(0, 6);
}

/**
 * Thailand from the `thai-address-database` package, whose three levels (จังหวัด province →
 * อำเภอ/เขต amphoe → ตำบล/แขวง tambon, each tambon with its postal codes) map onto ours as:
 * province → city (amphoe) → district (tambon) → subdistrict (one per postal code of the tambon,
 * named by the code). The fourth level exists because an address carries four area ids; in
 * Thailand it is the postal-code choice, usually a single one, and it fills kode_pos.
 * Province ids are ISO 3166-2 ('TH-10' Bangkok), as the market's free-shipping areas are.
 * See docs/decisions/091-area-trees-per-market.md.
 */
export function loadThaiAreas(): Promise<AreaRow[]> {
  const entries = searchAddressByProvince(EVERY_PROVINCE, NO_LIMIT);
  const provinces = new Map<string, AreaRow>();
  const amphoes = new Map<string, AreaRow>();
  const tambons = new Map<string, AreaRow>();
  const postalZones = new Map<string, AreaRow>();
  for (const entry of entries) {
    // 43 offshore islands of Chumphon are listed like tambons but have no postal code: no
    // address there can be completed, so the lookup does not offer them.
    if (entry.zipcode === null || entry.zipcode === '') continue;
    const zipcode = String(entry.zipcode);
    if (!/^\d{5}$/.test(zipcode)) throw new Error(`Thai postal code ${zipcode} is not 5 digits`);
    const provinceId = THAI_PROVINCE_CODES[entry.province];
    if (!provinceId) throw new Error(`No ISO 3166-2 code for the Thai province ${entry.province}`);
    const amphoeId = `${provinceId}-${nameKey(entry.amphoe)}`;
    const tambonId = `${amphoeId}-${nameKey(entry.district)}`;
    const zoneId = `${tambonId}-${zipcode}`;
    rememberArea(provinces, areaRow('province', provinceId, THAILAND_REGION_ID, entry.province));
    rememberArea(amphoes, areaRow('city', amphoeId, provinceId, entry.amphoe));
    rememberArea(tambons, areaRow('district', tambonId, amphoeId, entry.district));
    // The same tambon and code may be listed twice; one choice is enough.
    postalZones.set(zoneId, {
      ...areaRow('subdistrict', zoneId, tambonId, zipcode),
      postalCode: zipcode,
    });
  }
  return Promise.resolve([
    {
      id: THAILAND_REGION_ID,
      level: 'region',
      parentId: null,
      name: 'ประเทศไทย',
      postalCode: null,
      deliverable: true,
    },
    ...provinces.values(),
    ...amphoes.values(),
    ...tambons.values(),
    ...postalZones.values(),
  ]);
}

/** Keeps the first row per id and refuses two names under one id (a hash collision). */
export function rememberArea(rows: Map<string, AreaRow>, row: AreaRow): void {
  const known = rows.get(row.id);
  if (known && known.name !== row.name) {
    throw new Error(`Thai areas ${known.name} and ${row.name} share the id ${row.id}`);
  }
  if (!known) rows.set(row.id, row);
}
