import type { LINK_REQUESTS_EN_US } from './en-US';

/** Indonesian texts of the link requests. */
export const LINK_REQUESTS_ID_ID = {
  'backoffice.linkRequests.nav': 'Permintaan tautan',
  'backoffice.linkRequests.title': 'Permintaan tautan',
  'backoffice.linkRequests.description':
    'Produk yang diminta pelanggan lewat tautan marketplace atau foto, yang terlama lebih dulu.',
  'backoffice.linkRequests.tabs': 'Permintaan yang ditampilkan',
  'backoffice.linkRequests.tab.open': 'Terbuka',
  'backoffice.linkRequests.tab.resolved': 'Selesai',
  'backoffice.linkRequests.empty': 'Tidak ada permintaan di sini.',
  'backoffice.linkRequests.request': 'Permintaan dari {customer}',
  'backoffice.linkRequests.link': 'Tautan marketplace',
  'backoffice.linkRequests.photo': 'Foto dari pelanggan',
  'backoffice.linkRequests.quantity': 'Jumlah',
  'backoffice.linkRequests.noQuantity': 'Tidak disebutkan',
  'backoffice.linkRequests.createdAt': 'Diminta',
  'backoffice.linkRequests.found': 'Ditemukan: produk katalog {productId}',
  'backoffice.linkRequests.rejected': 'Ditolak: {reason}',
  'backoffice.linkRequests.resolve': 'Selesaikan permintaan',
  'backoffice.linkRequests.resolve.title': 'Selesaikan permintaan dari {customer}',
  'backoffice.linkRequests.resolve.outcome': 'Hasil',
  'backoffice.linkRequests.resolve.outcome.found': 'Ada di katalog',
  'backoffice.linkRequests.resolve.outcome.rejected': 'Tidak dapat ditawarkan',
  'backoffice.linkRequests.resolve.productId': 'ID produk katalog',
  'backoffice.linkRequests.resolve.reason': 'Alasan',
  'backoffice.linkRequests.resolve.submit': 'Simpan keputusan',
  'backoffice.linkRequests.resolve.done': 'Permintaan diselesaikan.',
} as const satisfies Record<keyof typeof LINK_REQUESTS_EN_US, string>;
