const messages = {
  'push.toast.fallbackTitle': 'New notification',
} as const;

export type PushMessageId = keyof typeof messages;
export default messages;
