import type { CUSTOMERS_EN_US } from './en-US';

/** Indonesian texts of the customer lookup. */
export const CUSTOMERS_ID_ID = {
  'backoffice.customers.nav': 'Pelanggan',
  'backoffice.customers.title': 'Pelanggan',
  'backoffice.customers.description': 'Cari pelanggan berdasarkan email, nama, telepon, atau ID.',
  'backoffice.customers.search': 'Email, nama, telepon, atau ID',
  'backoffice.customers.searchForm': 'Cari pelanggan',
  'backoffice.customers.empty': 'Tidak ada pelanggan yang cocok.',
  'backoffice.customers.table': 'Pelanggan yang ditemukan',
  'backoffice.customers.column.name': 'Nama',
  'backoffice.customers.column.email': 'Email',
  'backoffice.customers.column.phone': 'Telepon',
  'backoffice.customers.column.level': 'Level',
  'backoffice.customers.column.verified': 'Terverifikasi',
  'backoffice.customers.column.orders': 'Pesanan',
  'backoffice.customers.column.total': 'Total pesanan',
  'backoffice.customers.column.since': 'Pelanggan sejak',
  'backoffice.customers.verified.email': 'Akun terverifikasi: {value}',
  'backoffice.customers.verified.ktp': 'KTP terverifikasi: {value}',
  'backoffice.customers.level.silver': 'Silver',
  'backoffice.customers.level.gold': 'Gold',
  'backoffice.customers.level.diamond': 'Diamond',
} as const satisfies Record<keyof typeof CUSTOMERS_EN_US, string>;
