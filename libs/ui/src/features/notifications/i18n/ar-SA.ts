import type { NotificationsMessageId } from './en-US';

export default {
  'notifications.title': 'الإشعارات',
  'notifications.newCount':
    '{count, plural, zero {لا توجد إشعارات جديدة} one {إشعار جديد واحد} two {إشعاران جديدان} few {# إشعارات جديدة} many {# إشعاراً جديداً} other {# إشعار جديد}}',
  'notifications.badge.new': 'جديد',
  'notifications.action.markRead': 'تحديد كمقروء',
  'notifications.action.markReadOf': 'تحديد «{title}» كمقروء',
  'notifications.action.markAllRead': 'تحديد الكل كمقروء',
  'notifications.action.retry': 'حاول مرة أخرى',
  'notifications.markAllRead.done': 'تم تحديد جميع الإشعارات كمقروءة',
  'notifications.loading': 'جارٍ تحميل الإشعارات',
  'notifications.empty.title': 'لا توجد إشعارات بعد',
  'notifications.empty.description': 'ستظهر هنا أخبار طلبات التسعير والمدفوعات والشحنات الخاصة بك.',
  'notifications.endOfList.title': 'لا توجد إشعارات أخرى',
  'notifications.pagination.navigation': 'صفحات الإشعارات',
  'notifications.pagination.previous': 'السابق',
  'notifications.pagination.next': 'التالي',
  'notifications.pagination.page': 'الصفحة {page}',
} satisfies Record<NotificationsMessageId, string>;
