import type { MessagePayload } from 'firebase/messaging';

/** What a toast shows of a push payload (SPEC §3: notification, data.content, links). */
export interface PushToastContent {
  readonly title: string | undefined;
  readonly body: string | undefined;
  /** A storefront path (data.link) or the absolute click target (fcmOptions.link). */
  readonly link: string | undefined;
}

export function pushToastContent(payload: MessagePayload): PushToastContent {
  const text = (value: string | undefined) => (value?.trim() ? value : undefined);
  return {
    title: text(payload.notification?.title),
    body: text(payload.notification?.body) ?? text(payload.data?.['content']),
    link: text(payload.data?.['link']) ?? text(payload.fcmOptions?.link),
  };
}

export interface PushToastProps extends PushToastContent {
  /** Shown when the message has no title of its own. */
  readonly fallbackTitle: string;
}

/** The toast's text: the title (a link to the notification's page when it has one) and body. */
export function PushToast({ title, body, link, fallbackTitle }: PushToastProps) {
  const heading = title ?? fallbackTitle;
  return (
    <div className="flex max-w-xs flex-col gap-1 text-start">
      <p className="font-semibold">
        {link ? (
          <a href={link} className="underline focus-visible:outline-2 focus-visible:outline-white">
            {heading}
          </a>
        ) : (
          heading
        )}
      </p>
      {body && <p className="text-sm">{body}</p>}
    </div>
  );
}
