import type { PushMessageId } from './en-US';

export default {
  'push.toast.fallbackTitle': 'Новое уведомление',
} satisfies Record<PushMessageId, string>;
