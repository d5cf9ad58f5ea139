import { areas, banks, notifications } from '../../../db/schema';
import type { TestApp } from '../../../testing/test-app';

/**
 * A small slice of the Indonesian area tree (BPS codes), inserted out of name order so that the
 * lookup's sorting is tested. Kepulauan Seribu's Pulau Tidung is marked outside the couriers'
 * range at the subdistrict level only, Merauke at the city level: an address is refused
 * when any area on its chain is.
 */
export const AREA_TREE: Array<typeof areas.$inferInsert> = [
  { id: 'ID', level: 'region', parentId: null, name: 'Indonesia' },
  { id: '32', level: 'province', parentId: 'ID', name: 'JAWA BARAT' },
  { id: '31', level: 'province', parentId: 'ID', name: 'DKI JAKARTA' },
  { id: '91', level: 'province', parentId: 'ID', name: 'PAPUA' },
  { id: '31.71', level: 'city', parentId: '31', name: 'KOTA ADM. JAKARTA PUSAT' },
  { id: '31.01', level: 'city', parentId: '31', name: 'KAB. ADM. KEPULAUAN SERIBU' },
  { id: '31.71.02', level: 'district', parentId: '31.71', name: 'SAWAH BESAR' },
  { id: '31.71.01', level: 'district', parentId: '31.71', name: 'GAMBIR' },
  {
    id: '31.71.01.1002',
    level: 'subdistrict',
    parentId: '31.71.01',
    name: 'KEBON KELAPA',
    postalCode: '10120',
  },
  {
    id: '31.71.01.1001',
    level: 'subdistrict',
    parentId: '31.71.01',
    name: 'GAMBIR',
    postalCode: '10110',
  },
  {
    id: '31.71.02.1001',
    level: 'subdistrict',
    parentId: '31.71.02',
    name: 'PASAR BARU',
    postalCode: '10710',
  },
  { id: '31.01.01', level: 'district', parentId: '31.01', name: 'KEPULAUAN SERIBU SELATAN' },
  {
    id: '31.01.01.1001',
    level: 'subdistrict',
    parentId: '31.01.01',
    name: 'PULAU TIDUNG',
    postalCode: '14520',
    deliverable: false,
  },
  { id: '32.01', level: 'city', parentId: '32', name: 'KABUPATEN BOGOR' },
  { id: '32.01.01', level: 'district', parentId: '32.01', name: 'CIBINONG' },
  {
    id: '32.01.01.1001',
    level: 'subdistrict',
    parentId: '32.01.01',
    name: 'PONDOK RAJEG',
    postalCode: '16914',
  },
  { id: '91.01', level: 'city', parentId: '91', name: 'KABUPATEN MERAUKE', deliverable: false },
  { id: '91.01.01', level: 'district', parentId: '91.01', name: 'MERAUKE' },
  {
    id: '91.01.01.1001',
    level: 'subdistrict',
    parentId: '91.01.01',
    name: 'KELAPA LIMA',
    postalCode: '99616',
  },
];

export async function insertAreaTree(t: TestApp): Promise<void> {
  await t.handle.db.insert(areas).values(AREA_TREE);
}

export const BANKS = [
  { id: 'mandiri', name: 'Bank Mandiri' },
  { id: 'bca', name: 'Bank Central Asia' },
  { id: 'bri', name: 'Bank Rakyat Indonesia' },
];

export async function insertBanks(t: TestApp): Promise<void> {
  await t.handle.db.insert(banks).values(BANKS);
}

/** An address form in Gambir, Jakarta Pusat; override any field. */
export function gambirAddress(overrides: Record<string, unknown> = {}) {
  return {
    label: 'Home',
    nama_depan: 'Budi',
    nama_belakang: 'Santoso',
    telepon: '+6281234567890',
    email: 'budi@example.co.id',
    alamat: 'Jl. Medan Merdeka Barat No. 12',
    building_name: 'Gedung Sapta',
    notes: 'Pagar hijau',
    id_provinsi: '31',
    id_kabupaten: '31.71',
    id_kecamatan: '31.71.01',
    id_kelurahan: '31.71.01.1001',
    kode_pos: '10110',
    ...overrides,
  };
}

/** The same form in Cibinong, Bogor. */
export function bogorAddress(overrides: Record<string, unknown> = {}) {
  return gambirAddress({
    label: 'Office',
    alamat: 'Jl. Tegar Beriman No. 1',
    building_name: '',
    notes: '',
    id_provinsi: '32',
    id_kabupaten: '32.01',
    id_kecamatan: '32.01.01',
    id_kelurahan: '32.01.01.1001',
    kode_pos: '16914',
    ...overrides,
  });
}

export async function insertNotification(
  t: TestApp,
  customerId: string,
  isNew: boolean,
): Promise<void> {
  await t.handle.db
    .insert(notifications)
    .values({ customerId, title: 'Harga sudah keluar', body: 'Cek keranjang Anda', isNew });
}
