import type { NotificationsMessageId } from './en-US';

export default {
  'notifications.title': 'การแจ้งเตือน',
  'notifications.newCount': '{count, plural, =0 {ไม่มีการแจ้งเตือนใหม่} other {การแจ้งเตือนใหม่ # รายการ}}',
  'notifications.badge.new': 'ใหม่',
  'notifications.action.markRead': 'ทำเครื่องหมายว่าอ่านแล้ว',
  'notifications.action.markReadOf': 'ทำเครื่องหมาย “{title}” ว่าอ่านแล้ว',
  'notifications.action.markAllRead': 'ทำเครื่องหมายว่าอ่านแล้วทั้งหมด',
  'notifications.action.retry': 'ลองอีกครั้ง',
  'notifications.markAllRead.done': 'ทำเครื่องหมายการแจ้งเตือนทั้งหมดว่าอ่านแล้ว',
  'notifications.loading': 'กำลังโหลดการแจ้งเตือน',
  'notifications.empty.title': 'ยังไม่มีการแจ้งเตือน',
  'notifications.empty.description': 'ข่าวสารเกี่ยวกับการขอราคา การชำระเงิน และการจัดส่งของคุณจะแสดงที่นี่',
  'notifications.endOfList.title': 'ไม่มีการแจ้งเตือนเพิ่มเติม',
  'notifications.pagination.navigation': 'หน้าการแจ้งเตือน',
  'notifications.pagination.previous': 'ก่อนหน้า',
  'notifications.pagination.next': 'ถัดไป',
  'notifications.pagination.page': 'หน้า {page}',
} satisfies Record<NotificationsMessageId, string>;
