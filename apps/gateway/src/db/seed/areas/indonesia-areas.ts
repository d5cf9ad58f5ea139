import { getDistricts, getProvinces, getRegencies, getVillages } from 'idn-area-data';
import type { AreaRow } from './area-row';
import { areaRow } from './area-row';

/** The region row of the Indonesian tree; provinces hang under it. */
export const INDONESIA_REGION_ID = 'ID';

/**
 * Indonesia from the `idn-area-data` package (Kemendagri codes, the BPS numbering):
 * 38 provinces → 514 regencies and cities → 7,285 districts (kecamatan) → 83,762 villages
 * (kelurahan/desa). Ids are the package's codes ('31', '31.71', '31.71.01', '31.71.01.1001'),
 * so the free-shipping province codes of the market config match them. The package has no
 * postal codes: the customer types kode_pos. Every area is deliverable.
 */
export async function loadIndonesianAreas(): Promise<AreaRow[]> {
  const [provinces, regencies, districts, villages] = await Promise.all([
    getProvinces(),
    getRegencies(),
    getDistricts(),
    getVillages(),
  ]);
  return [
    {
      id: INDONESIA_REGION_ID,
      level: 'region',
      parentId: null,
      name: 'Indonesia',
      postalCode: null,
      deliverable: true,
    },
    ...provinces.map((p) => areaRow('province', p.code, INDONESIA_REGION_ID, p.name)),
    ...regencies.map((r) => areaRow('city', r.code, r.province_code, r.name)),
    ...districts.map((d) => areaRow('district', d.code, d.regency_code, d.name)),
    ...villages.map((v) => areaRow('subdistrict', v.code, v.district_code, v.name)),
  ];
}
