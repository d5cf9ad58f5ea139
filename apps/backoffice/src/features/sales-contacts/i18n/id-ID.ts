import type { SalesContactsMessageId } from './en-US';

export default {
  'backoffice.salesContacts.nav': 'Kontak sales',
  'backoffice.salesContacts.title': 'Kontak sales',
  'backoffice.salesContacts.description':
    'Setiap pelanggan baru mendapat kontak aktif yang paling lama tidak mendapat pelanggan, dan melihat nomor WhatsApp kontak itu di toko. Kontak yang dikeluarkan dari giliran tetap memegang pelanggannya; pindahkan satu per satu dari Pelanggan.',
  'backoffice.salesContacts.noneActive':
    'Tidak ada kontak yang aktif: pelanggan baru tidak mendapat kontak sales sampai ada yang aktif.',
  'backoffice.salesContacts.form.title': 'Tambah kontak sales',
  'backoffice.salesContacts.form.nama': 'Nama',
  'backoffice.salesContacts.form.telepon': 'Nomor WhatsApp',
  'backoffice.salesContacts.form.teleponHint':
    'Seperti ditulis di negara ini, atau dengan +kode negara.',
  'backoffice.salesContacts.form.submit': 'Tambah kontak',
  'backoffice.salesContacts.form.done': '{name} masuk giliran: mendapat pelanggan baru berikutnya.',
  'backoffice.salesContacts.list.title': 'Daftar kontak',
  'backoffice.salesContacts.caption':
    'Kontak aktif menurut urutan mendapat pelanggan baru, lalu kontak nonaktif',
  'backoffice.salesContacts.empty': 'Belum ada kontak sales.',
  'backoffice.salesContacts.column.name': 'Nama',
  'backoffice.salesContacts.column.telepon': 'WhatsApp',
  'backoffice.salesContacts.column.state': 'Giliran',
  'backoffice.salesContacts.column.customers': 'Pelanggan',
  'backoffice.salesContacts.column.lastAssigned': 'Pelanggan baru terakhir',
  'backoffice.salesContacts.column.action': 'Tindakan',
  'backoffice.salesContacts.state.next': 'Berikutnya',
  'backoffice.salesContacts.state.active': 'Aktif',
  'backoffice.salesContacts.state.inactive': 'Nonaktif',
  'backoffice.salesContacts.neverAssigned': 'Belum pernah',
  'backoffice.salesContacts.deactivate': 'Keluarkan {name} dari giliran',
  'backoffice.salesContacts.reactivate': 'Masukkan {name} kembali ke giliran',
  'backoffice.salesContacts.deactivated': '{name} tidak mendapat pelanggan baru lagi.',
  'backoffice.salesContacts.reactivated': '{name} kembali masuk giliran.',
} satisfies Record<SalesContactsMessageId, string>;
