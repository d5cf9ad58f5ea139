const messages = {
  'notifications.title': 'Notifications',
  'notifications.newCount':
    '{count, plural, =0 {No new notifications} one {# new notification} other {# new notifications}}',
  'notifications.badge.new': 'New',
  'notifications.action.markRead': 'Mark as read',
  'notifications.action.markReadOf': 'Mark “{title}” as read',
  'notifications.action.markAllRead': 'Mark all as read',
  'notifications.action.retry': 'Try again',
  'notifications.markAllRead.done': 'All notifications are marked as read',
  'notifications.loading': 'Loading notifications',
  'notifications.empty.title': 'No notifications yet',
  'notifications.empty.description':
    'News about your price submissions, payments and deliveries will appear here.',
  'notifications.endOfList.title': 'No more notifications',
  'notifications.pagination.navigation': 'Notification pages',
  'notifications.pagination.previous': 'Previous',
  'notifications.pagination.next': 'Next',
  'notifications.pagination.page': 'Page {page}',
} as const;

export type NotificationsMessageId = keyof typeof messages;
export default messages;
