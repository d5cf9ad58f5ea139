import type { NotificationsMessageId } from './en-US';

export default {
  'notifications.title': 'Уведомления',
  'notifications.newCount':
    '{count, plural, =0 {Нет новых уведомлений} one {# новое уведомление} few {# новых уведомления} other {# новых уведомлений}}',
  'notifications.badge.new': 'Новое',
  'notifications.action.markRead': 'Отметить как прочитанное',
  'notifications.action.markReadOf': 'Отметить «{title}» как прочитанное',
  'notifications.action.markAllRead': 'Отметить все как прочитанные',
  'notifications.action.retry': 'Повторить',
  'notifications.markAllRead.done': 'Все уведомления отмечены как прочитанные',
  'notifications.loading': 'Загрузка уведомлений',
  'notifications.empty.title': 'Уведомлений пока нет',
  'notifications.empty.description':
    'Здесь появятся новости о ваших запросах цены, оплатах и доставках.',
  'notifications.endOfList.title': 'Больше уведомлений нет',
  'notifications.pagination.navigation': 'Страницы уведомлений',
  'notifications.pagination.previous': 'Назад',
  'notifications.pagination.next': 'Далее',
  'notifications.pagination.page': 'Страница {page}',
} satisfies Record<NotificationsMessageId, string>;
