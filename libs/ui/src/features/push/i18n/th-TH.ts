import type { PushMessageId } from './en-US';

export default {
  'push.toast.fallbackTitle': 'การแจ้งเตือนใหม่',
} satisfies Record<PushMessageId, string>;
