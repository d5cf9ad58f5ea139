import type { LanguageCode } from '@storefront/domain';

export interface NotificationText {
  readonly title: string;
  readonly body: string;
}

/**
 * The test push a customer sends themself from the notification settings (GET
 * /oci/notification/test), in every language of the shell. The texts of real notifications are
 * written by the module that raises them (an order shipped, a price quoted).
 */
export const TEST_NOTIFICATION_TEXT: Record<LanguageCode, NotificationText> = {
  en: {
    title: 'Test notification',
    body: 'Notifications are working on this device.',
  },
  id: {
    title: 'Notifikasi percobaan',
    body: 'Notifikasi sudah aktif di perangkat ini.',
  },
  th: {
    title: 'การแจ้งเตือนทดสอบ',
    body: 'การแจ้งเตือนใช้งานได้บนอุปกรณ์นี้แล้ว',
  },
  kk: {
    title: 'Сынақ хабарландыруы',
    body: 'Хабарландырулар осы құрылғыда жұмыс істейді.',
  },
  ru: {
    title: 'Тестовое уведомление',
    body: 'Уведомления на этом устройстве работают.',
  },
  ar: {
    title: 'إشعار تجريبي',
    body: 'الإشعارات تعمل على هذا الجهاز.',
  },
};
