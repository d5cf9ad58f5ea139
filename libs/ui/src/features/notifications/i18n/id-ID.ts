import type { NotificationsMessageId } from './en-US';

export default {
  'notifications.title': 'Notifikasi',
  'notifications.newCount':
    '{count, plural, =0 {Tidak ada notifikasi baru} other {# notifikasi baru}}',
  'notifications.badge.new': 'Baru',
  'notifications.action.markRead': 'Tandai sudah dibaca',
  'notifications.action.markReadOf': 'Tandai “{title}” sudah dibaca',
  'notifications.action.markAllRead': 'Tandai semua sudah dibaca',
  'notifications.action.retry': 'Coba lagi',
  'notifications.markAllRead.done': 'Semua notifikasi sudah ditandai dibaca',
  'notifications.loading': 'Memuat notifikasi',
  'notifications.empty.title': 'Belum ada notifikasi',
  'notifications.empty.description':
    'Kabar tentang pengajuan harga, pembayaran, dan pengiriman Anda akan muncul di sini.',
  'notifications.endOfList.title': 'Tidak ada notifikasi lagi',
  'notifications.pagination.navigation': 'Halaman notifikasi',
  'notifications.pagination.previous': 'Sebelumnya',
  'notifications.pagination.next': 'Berikutnya',
  'notifications.pagination.page': 'Halaman {page}',
} satisfies Record<NotificationsMessageId, string>;
