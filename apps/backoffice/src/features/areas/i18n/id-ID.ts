import type { AreasMessageId } from './en-US';

export default {
  'backoffice.areas.nav': 'Area pengiriman',
  'backoffice.areas.title': 'Area pengiriman',
  'backoffice.areas.description':
    'Tandai area yang tidak dilayani kurir. Checkout dan perkiraan ongkos kirim lalu menolak alamat di sana ("di luar jangkauan pengiriman"), dan setiap area di bawah area yang tidak dilayani ikut tertutup.',
  'backoffice.areas.trail': 'Posisi Anda',
  'backoffice.areas.top': 'Semua wilayah',
  'backoffice.areas.closedAbove':
    '{name} tidak dilayani: alamat di bawahnya berada di luar jangkauan pengiriman apa pun tanda area itu sendiri.',
  'backoffice.areas.empty': 'Tidak ada area di bawah area ini.',
  'backoffice.areas.caption': 'Area, urut nama',
  'backoffice.areas.column.name': 'Area',
  'backoffice.areas.column.postalCode': 'Kode pos',
  'backoffice.areas.column.state': 'Pengiriman',
  'backoffice.areas.column.action': 'Tindakan',
  'backoffice.areas.level.region': 'Wilayah',
  'backoffice.areas.level.province': 'Provinsi',
  'backoffice.areas.level.city': 'Kota atau kabupaten',
  'backoffice.areas.level.district': 'Kecamatan',
  'backoffice.areas.level.subdistrict': 'Kelurahan/desa',
  'backoffice.areas.state.served': 'Dilayani',
  'backoffice.areas.state.notServed': 'Tidak dilayani',
  'backoffice.areas.state.closedAbove': 'Tertutup dari atas',
  'backoffice.areas.markNotServed': 'Tandai {name} tidak dilayani',
  'backoffice.areas.markServed': 'Tandai {name} dilayani',
  'backoffice.areas.markedNotServed': '{name} sekarang tidak dilayani.',
  'backoffice.areas.markedServed': '{name} dilayani kembali.',
} satisfies Record<AreasMessageId, string>;
