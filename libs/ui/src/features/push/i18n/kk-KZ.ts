import type { PushMessageId } from './en-US';

export default {
  'push.toast.fallbackTitle': 'Жаңа хабарлама',
} satisfies Record<PushMessageId, string>;
