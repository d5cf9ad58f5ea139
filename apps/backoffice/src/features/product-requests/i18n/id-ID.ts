import type { PRODUCT_REQUESTS_EN_US } from './en-US';

/** Indonesian texts of the product requests. */
export const PRODUCT_REQUESTS_ID_ID = {
  'backoffice.productRequests.nav': 'Permintaan produk',
  'backoffice.productRequests.title': 'Permintaan produk',
  'backoffice.productRequests.description':
    'Produk yang diminta pelanggan lewat tautan marketplace atau foto, yang terlama lebih dulu.',
  'backoffice.productRequests.tabs': 'Permintaan yang ditampilkan',
  'backoffice.productRequests.tab.open': 'Terbuka',
  'backoffice.productRequests.tab.resolved': 'Selesai',
  'backoffice.productRequests.empty': 'Tidak ada permintaan di sini.',
  'backoffice.productRequests.request': 'Permintaan dari {customer}',
  'backoffice.productRequests.link': 'Tautan marketplace',
  'backoffice.productRequests.photo': 'Foto dari pelanggan',
  'backoffice.productRequests.photoLoading': 'Memuat foto dari pelanggan',
  'backoffice.productRequests.photoFailed': 'Foto dari pelanggan tidak dapat dimuat.',
  'backoffice.productRequests.quantity': 'Jumlah',
  'backoffice.productRequests.noQuantity': 'Tidak disebutkan',
  'backoffice.productRequests.createdAt': 'Diminta',
  'backoffice.productRequests.found': 'Ditemukan: produk katalog {productId}',
  'backoffice.productRequests.rejected': 'Ditolak: {reason}',
  'backoffice.productRequests.resolve': 'Selesaikan permintaan',
  'backoffice.productRequests.resolve.title': 'Selesaikan permintaan dari {customer}',
  'backoffice.productRequests.resolve.outcome': 'Hasil',
  'backoffice.productRequests.resolve.outcome.found': 'Ada di katalog',
  'backoffice.productRequests.resolve.outcome.rejected': 'Tidak dapat ditawarkan',
  'backoffice.productRequests.resolve.productId': 'ID produk katalog',
  'backoffice.productRequests.resolve.reason': 'Alasan',
  'backoffice.productRequests.resolve.submit': 'Simpan keputusan',
  'backoffice.productRequests.resolve.done': 'Permintaan diselesaikan.',
} as const satisfies Record<keyof typeof PRODUCT_REQUESTS_EN_US, string>;
