import type { NotificationsMessageId } from './en-US';

export default {
  'notifications.title': 'Хабарламалар',
  'notifications.newCount': '{count, plural, =0 {Жаңа хабарлама жоқ} other {# жаңа хабарлама}}',
  'notifications.badge.new': 'Жаңа',
  'notifications.action.markRead': 'Оқылды деп белгілеу',
  'notifications.action.markReadOf': '«{title}» оқылды деп белгілеу',
  'notifications.action.markAllRead': 'Барлығын оқылды деп белгілеу',
  'notifications.action.retry': 'Қайталау',
  'notifications.markAllRead.done': 'Барлық хабарлама оқылды деп белгіленді',
  'notifications.loading': 'Хабарламалар жүктелуде',
  'notifications.empty.title': 'Әзірге хабарлама жоқ',
  'notifications.empty.description':
    'Баға сұрауларыңыз, төлемдер мен жеткізу туралы жаңалықтар осында көрсетіледі.',
  'notifications.endOfList.title': 'Басқа хабарлама жоқ',
  'notifications.pagination.navigation': 'Хабарламалар беттері',
  'notifications.pagination.previous': 'Алдыңғы',
  'notifications.pagination.next': 'Келесі',
  'notifications.pagination.page': '{page}-бет',
} satisfies Record<NotificationsMessageId, string>;
