import { areaIdSchema, MARKETS } from '@storefront/domain';
import type { MarketId } from '@storefront/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AreaRow } from './area-row';
import { areaSubtree, assertAreaTree, insertAreas } from './area-row';
import { AREA_SOURCES } from './area-sources';
import { KAZAKH_PROVINCES } from './kazakhstan-areas';
import { THAI_PROVINCE_CODES } from './thailand-provinces';

const area = (
  id: string,
  level: AreaRow['level'],
  parentId: string | null,
  name = `Area ${id}`,
): AreaRow => ({ id, level, parentId, name, postalCode: null, deliverable: true });

const SMALL_TREE: readonly AreaRow[] = [
  area('R', 'region', null),
  area('P1', 'province', 'R'),
  area('P2', 'province', 'R'),
  area('C1', 'city', 'P1'),
  area('C2', 'city', 'P2'),
  area('D1', 'district', 'C1'),
  area('S1', 'subdistrict', 'D1'),
  area('S2', 'subdistrict', 'D1'),
];

function countLevels(rows: readonly AreaRow[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.level] = (counts[row.level] ?? 0) + 1;
  return counts;
}

describe('assertAreaTree', () => {
  it('accepts a tree whose every row sits one level under a parent listed before it', () => {
    expect(() => assertAreaTree(SMALL_TREE)).not.toThrow();
  });

  it.each<[string, readonly AreaRow[], RegExp]>([
    ['a repeated id', [...SMALL_TREE, area('S1', 'subdistrict', 'D1')], /S1 appears twice/],
    ['an orphan', [...SMALL_TREE, area('S9', 'subdistrict', 'D9')], /S9 .* district parent/],
    ['a skipped level', [...SMALL_TREE, area('D9', 'district', 'P1')], /D9 .* city parent/],
    [
      'a child listed before its parent',
      [area('R', 'region', null), area('C1', 'city', 'P1'), area('P1', 'province', 'R')],
      /C1 .* province parent/,
    ],
    ['two regions', [...SMALL_TREE, area('R2', 'region', null)], /one region, got 2/],
    ['no region', SMALL_TREE.slice(1), /P1 .* region parent/],
    ['an empty tree', [], /one region, got 0/],
    ['a region with a parent', [area('R', 'region', 'X')], /Region R has a parent/],
    ['a blank name', [area('R', 'region', null, '  ')], /R has no name/],
  ])('refuses %s', (_case, rows, message) => {
    expect(() => assertAreaTree(rows)).toThrow(message);
  });
});

describe('areaSubtree', () => {
  it('keeps the chosen areas, everything under them and the chain above them', () => {
    expect(areaSubtree(SMALL_TREE, ['C1']).map((row) => row.id)).toEqual([
      'R',
      'P1',
      'C1',
      'D1',
      'S1',
      'S2',
    ]);
  });

  it('keeps the union of several roots and stays a valid tree', () => {
    const slice = areaSubtree(SMALL_TREE, ['S2', 'P2']);
    expect(slice.map((row) => row.id)).toEqual(['R', 'P1', 'P2', 'C1', 'C2', 'D1', 'S2']);
    expect(() => assertAreaTree(slice)).not.toThrow();
  });

  it('gives nothing for an unknown id', () => {
    expect(areaSubtree(SMALL_TREE, ['nope'])).toEqual([]);
  });
});

describe('insertAreas', () => {
  it('sends one statement per batch and never an empty one', async () => {
    const statements: unknown[] = [];
    const executor = { execute: async (query: unknown) => void statements.push(query) };
    await insertAreas(executor, SMALL_TREE, 3);
    expect(statements).toHaveLength(3);
    await insertAreas(executor, [], 3);
    expect(statements).toHaveLength(3);
  });
});

describe.each<[MarketId, Record<string, number>]>([
  // Kemendagri data of idn-area-data 4.0.1.
  ['id', { region: 1, province: 38, city: 514, district: 7285, subdistrict: 83762 }],
  // 76 provinces + Bangkok; 927 amphoe and khet in the package (Thailand counts 878 + 50);
  // 43 islands without a postal code left out.
  ['th', { region: 1, province: 77, city: 927, district: 7427, subdistrict: 7434 }],
  ['kz', { region: 1, province: 20, city: 54, district: 69, subdistrict: 69 }],
])('the %s area source', (marketId, counts) => {
  const market = MARKETS[marketId];
  let rows: readonly AreaRow[];
  beforeAll(async () => {
    rows = await AREA_SOURCES[marketId]();
  });

  it('is one valid tree under the market’s country with the expected count per level', () => {
    expect(() => assertAreaTree(rows)).not.toThrow();
    expect(rows[0]).toMatchObject({ id: market.country, level: 'region', parentId: null });
    expect(countLevels(rows)).toEqual(counts);
  });

  it('holds every free-shipping area of the market config as a province', () => {
    const provinces = new Set(rows.filter((row) => row.level === 'province').map((row) => row.id));
    for (const id of market.freeShippingAreas) expect(provinces).toContain(id);
  });

  it('has ids an address can carry and names without stray spaces', () => {
    const bad = rows.filter(
      (row) => !areaIdSchema.safeParse(row.id).success || row.name !== row.name.trim(),
    );
    expect(bad).toEqual([]);
  });

  it('marks no area out of range: the data has no documented reason to', () => {
    expect(rows.every((row) => row.deliverable)).toBe(true);
  });
});

describe('Indonesian areas', () => {
  it('use the BPS codes, so that DKI Jakarta is 31 with its 6 cities, 44 districts, 267 villages', async () => {
    const rows = await AREA_SOURCES.id();
    const jakarta = areaSubtree(rows, ['31']);
    expect(jakarta[1]).toMatchObject({ id: '31', name: 'Daerah Khusus Ibukota Jakarta' });
    expect(countLevels(jakarta)).toEqual({
      region: 1,
      province: 1,
      city: 6,
      district: 44,
      subdistrict: 267,
    });
    expect(jakarta.find((row) => row.id === '31.71.01.1001')).toMatchObject({
      name: 'Gambir',
      parentId: '31.71.01',
      postalCode: null,
    });
  });
});

describe('Thai areas', () => {
  let rows: readonly AreaRow[];
  beforeAll(async () => {
    rows = await AREA_SOURCES.th();
  });
  const byId = (id: string) => rows.find((row) => row.id === id);

  it('name the 77 provinces by ISO 3166-2 code, Bangkok TH-10 and Bueng Kan TH-38', () => {
    expect(Object.keys(THAI_PROVINCE_CODES)).toHaveLength(77);
    expect(new Set(Object.values(THAI_PROVINCE_CODES)).size).toBe(77);
    expect(byId('TH-10')?.name).toBe('กรุงเทพมหานคร');
    expect(byId('TH-38')?.name).toBe('บึงกาฬ');
    expect(byId('TH-83')?.name).toBe('ภูเก็ต');
  });

  it('end in one postal-code choice per code of a tambon, which carries the code', () => {
    const zones = rows.filter((row) => row.level === 'subdistrict');
    for (const zone of zones) {
      expect(zone.postalCode).toMatch(/^\d{5}$/);
      expect(zone.name).toBe(zone.postalCode);
      expect(zone.id).toBe(`${zone.parentId}-${zone.postalCode}`);
    }
    // Saphan Sung in Bangkok has two postal codes, so two choices.
    const saphanSung = rows.find(
      (row) =>
        row.level === 'district' &&
        row.name === 'สะพานสูง' &&
        byId(row.parentId ?? '')?.name === 'สะพานสูง',
    );
    expect(
      zones
        .filter((zone) => zone.parentId === saphanSung?.id)
        .map((zone) => zone.postalCode)
        .sort(),
    ).toEqual(['10240', '10250']);
  });

  it('keep the same ids on every load, since stored addresses refer to them', async () => {
    const again = await AREA_SOURCES.th();
    expect(again.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    const samutPrakan = rows.find((row) => row.level === 'city' && row.name === 'เมืองสมุทรปราการ');
    expect(samutPrakan?.id).toMatch(/^TH-11-[0-9a-f]{6}$/);
  });
});

describe('Thai areas from a changed package', () => {
  afterEach(() => {
    vi.doUnmock('thai-address-database');
    vi.resetModules();
  });

  async function loadWith(entries: object[]) {
    vi.resetModules();
    vi.doMock('thai-address-database', () => ({ searchAddressByProvince: () => entries }));
    const { loadThaiAreas } = await import('./thailand-areas');
    return loadThaiAreas();
  }

  it('stop the seed on a province the code table does not know', async () => {
    await expect(
      loadWith([{ province: 'จังหวัดใหม่', amphoe: 'ก', district: 'ข', zipcode: '10000' }]),
    ).rejects.toThrow('No ISO 3166-2 code for the Thai province จังหวัดใหม่');
  });

  it('leave out an entry without a postal code and refuse a malformed one', async () => {
    const island = { province: 'ชุมพร', amphoe: 'ทุ่งตะโก', district: 'เกาะยอ', zipcode: null };
    expect(countLevels(await loadWith([island]))).toEqual({ region: 1 });
    await expect(loadWith([{ ...island, zipcode: '8622' }])).rejects.toThrow(
      'Thai postal code 8622 is not 5 digits',
    );
  });

  it('merge a tambon listed twice with the same code into one choice', async () => {
    const entry = { province: 'ภูเก็ต', amphoe: 'เมืองภูเก็ต', district: 'ตลาดใหญ่', zipcode: 83000 };
    const rows = await loadWith([entry, entry]);
    expect(countLevels(rows)).toEqual({
      region: 1,
      province: 1,
      city: 1,
      district: 1,
      subdistrict: 1,
    });
    expect(rows.at(-1)).toMatchObject({ name: '83000', postalCode: '83000' });
  });
});

describe('rememberArea', () => {
  it('keeps the first row of an id and refuses another name under the same id', async () => {
    const { rememberArea } = await import('./thailand-areas');
    const rows = new Map<string, AreaRow>();
    rememberArea(rows, area('TH-10-aaaaaa', 'city', 'TH-10', 'พระนคร'));
    rememberArea(rows, area('TH-10-aaaaaa', 'city', 'TH-10', 'พระนคร'));
    expect(rows.size).toBe(1);
    expect(() => rememberArea(rows, area('TH-10-aaaaaa', 'city', 'TH-10', 'ดุสิต'))).toThrow(
      'Thai areas พระนคร and ดุสิต share the id TH-10-aaaaaa',
    );
  });
});

describe('Kazakh areas', () => {
  it('list the 17 regions and 3 cities of republican significance once each', () => {
    const codes = KAZAKH_PROVINCES.map((province) => province.iso);
    expect(codes).toHaveLength(20);
    expect(new Set(codes).size).toBe(20);
    for (const code of codes) expect(code).toMatch(/^KZ-\d{2}$/);
    const cities = KAZAKH_PROVINCES.filter((province) => !province.kk.endsWith('облысы'));
    expect(cities.map((city) => city.en)).toEqual(['Astana', 'Almaty', 'Shymkent']);
  });

  it('give every region its administrative centre and the big cities their districts', async () => {
    const rows = await AREA_SOURCES.kz();
    const children = (id: string) => rows.filter((row) => row.parentId === id);
    expect(children('KZ-19').map((row) => row.name)).toContain('Қонаев');
    expect(children('KZ-75-ALMATY')).toHaveLength(8);
    expect(children('KZ-71-ASTANA')).toHaveLength(5);
    expect(children('KZ-79-SHYMKENT')).toHaveLength(5);
    expect(children('KZ-79-SHYMKENT-AL-FARABI')).toEqual([
      expect.objectContaining({ id: 'KZ-79-SHYMKENT-AL-FARABI-ALL', name: 'Әл-Фараби ауданы' }),
    ]);
    // A city without districts is one delivery area, chosen at both lower levels.
    expect(children('KZ-35-KARAGANDA')).toEqual([
      expect.objectContaining({ id: 'KZ-35-KARAGANDA-ALL', name: 'Қарағанды' }),
    ]);
  });
});
