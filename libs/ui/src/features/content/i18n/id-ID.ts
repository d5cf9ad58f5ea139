import type { ContentMessageId } from './en-US';

export default {
  'content.faq.title': 'Pertanyaan yang sering diajukan',
  'content.faq.description': 'Jawaban singkat seputar harga, pesanan, pembayaran, dan pengiriman.',
  'content.faq.empty.title': 'Belum ada pertanyaan',
  'content.terms.title': 'Syarat dan ketentuan',
  'content.privacy.title': 'Kebijakan privasi',
  'content.refundPolicy.title': 'Kebijakan pengembalian dana',
  'content.about.title': 'Tentang kami',
  'content.howToShop.title': 'Cara belanja',
  'content.loading': 'Memuat halaman',
  'content.retry': 'Coba lagi',
  'content.empty.title': 'Halaman ini belum berisi konten',
  'content.empty.description': 'Silakan cek kembali nanti, atau tanyakan ke sales Anda.',
} satisfies Record<ContentMessageId, string>;
