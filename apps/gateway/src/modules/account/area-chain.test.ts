import { describe, expect, it } from 'vitest';
import type { AreaChainIds, AreaRow } from './area-chain';
import { checkAreaChain } from './area-chain';

const area = (
  id: string,
  level: AreaRow['level'],
  parentId: string | null,
  deliverable = true,
): AreaRow => ({ id, level, parentId, name: `Area ${id}`, postalCode: null, deliverable });

const TREE: AreaRow[] = [
  area('ID', 'region', null),
  area('31', 'province', 'ID'),
  area('31.71', 'city', '31'),
  area('31.71.01', 'district', '31.71'),
  area('31.71.01.1001', 'subdistrict', '31.71.01'),
  area('31.72', 'city', '31'),
  area('31.72.01', 'district', '31.72'),
  area('31.72.01.1001', 'subdistrict', '31.72.01'),
  // A province whose region row is missing (a broken seed).
  area('99', 'province', 'XX'),
  area('99.01', 'city', '99'),
  area('99.01.01', 'district', '99.01'),
  area('99.01.01.1001', 'subdistrict', '99.01.01'),
];

const VALID: AreaChainIds = {
  id_provinsi: '31',
  id_kabupaten: '31.71',
  id_kecamatan: '31.71.01',
  id_kelurahan: '31.71.01.1001',
};

function byId(rows: AreaRow[]): Map<string, AreaRow> {
  return new Map(rows.map((row) => [row.id, row]));
}

/** The tree with one area marked outside the couriers' range. */
function withUndeliverable(id: string): Map<string, AreaRow> {
  return byId(TREE.map((row) => (row.id === id ? { ...row, deliverable: false } : row)));
}

describe('checkAreaChain', () => {
  it('accepts a whole branch and hands back every level, the region included', () => {
    const result = checkAreaChain(VALID, byId(TREE));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.values(result.chain).map((row) => row.id)).toEqual([
      'ID',
      '31',
      '31.71',
      '31.71.01',
      '31.71.01.1001',
    ]);
  });

  it.each<[string, Partial<AreaChainIds>]>([
    ['an unknown province', { id_provinsi: '32' }],
    ['an unknown city', { id_kabupaten: '31.79' }],
    ['an unknown district', { id_kecamatan: '31.71.09' }],
    ['an unknown subdistrict', { id_kelurahan: '31.71.01.9999' }],
    ['a city of another province', { id_provinsi: '99' }],
    ['a district of another city', { id_kecamatan: '31.72.01' }],
    ['a subdistrict of another district', { id_kelurahan: '31.72.01.1001' }],
    ['ids at the wrong level (a city as province)', { id_provinsi: '31.71' }],
    ['the region given as the province', { id_provinsi: 'ID' }],
    ['levels shifted by one', { id_kabupaten: '31.71.01', id_kecamatan: '31.71.01.1001' }],
  ])('refuses %s as address_invalid', (_case, change) => {
    expect(checkAreaChain({ ...VALID, ...change }, byId(TREE))).toEqual({
      ok: false,
      code: 'address_invalid',
    });
  });

  it('refuses a province whose region is not in the tree as address_invalid', () => {
    const ids = {
      id_provinsi: '99',
      id_kabupaten: '99.01',
      id_kecamatan: '99.01.01',
      id_kelurahan: '99.01.01.1001',
    };
    expect(checkAreaChain(ids, byId(TREE))).toEqual({ ok: false, code: 'address_invalid' });
  });

  it.each(['ID', '31', '31.71', '31.71.01', '31.71.01.1001'])(
    'refuses the branch as address_out_of_range when %s is not deliverable',
    (id) => {
      expect(checkAreaChain(VALID, withUndeliverable(id))).toEqual({
        ok: false,
        code: 'address_out_of_range',
      });
    },
  );

  it('is not bothered by an undeliverable area on another branch', () => {
    expect(checkAreaChain(VALID, withUndeliverable('31.72')).ok).toBe(true);
  });

  it('judges validity before range: a broken chain through a closed area is invalid', () => {
    const closed = withUndeliverable('31.71');
    expect(checkAreaChain({ ...VALID, id_kelurahan: '31.72.01.1001' }, closed)).toEqual({
      ok: false,
      code: 'address_invalid',
    });
  });
});
