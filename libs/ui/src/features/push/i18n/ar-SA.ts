import type { PushMessageId } from './en-US';

export default {
  'push.toast.fallbackTitle': 'إشعار جديد',
} satisfies Record<PushMessageId, string>;
