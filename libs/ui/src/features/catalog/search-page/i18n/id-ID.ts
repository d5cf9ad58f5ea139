import type { SearchPageMessageId } from './en-US';

export default {
  'catalog.search.resultsFor': 'Hasil untuk “{keyword}”',
  'catalog.search.filters': 'Filter',
  'catalog.search.price.legend': 'Rentang harga ({currency})',
  'catalog.search.price.min': 'Harga minimum',
  'catalog.search.price.max': 'Harga maksimum',
  'catalog.search.price.apply': 'Terapkan harga',
  'catalog.search.price.clear': 'Hapus harga',
  'catalog.search.count': '{total, plural, other {# produk}}',
  'catalog.search.countAtLeast': '{total, number}+ produk',
  'catalog.search.emptyHint':
    'Coba kata lain atau marketplace lainnya, atau kirimkan link produknya kepada kami.',
  'catalog.search.results': 'Produk',
  'catalog.search.linkTitle': 'Produk dari link Anda',
  'catalog.search.linkNotListed': 'Produk ini belum ada di katalog kami',
  'catalog.search.linkNotListedHint':
    'Kirimkan link-nya: tim kami menambahkan produknya dan memberi tahu Anda saat harganya bisa diajukan.',
  'catalog.search.requestLink': 'Ajukan produk ini',

  'catalog.pagination.label': 'Halaman hasil',
  'catalog.pagination.previous': 'Sebelumnya',
  'catalog.pagination.next': 'Berikutnya',
  'catalog.pagination.page': 'Halaman {page}',
} satisfies Record<SearchPageMessageId, string>;
