import type { PushMessageId } from './en-US';

export default {
  'push.toast.fallbackTitle': 'Notifikasi baru',
} satisfies Record<PushMessageId, string>;
