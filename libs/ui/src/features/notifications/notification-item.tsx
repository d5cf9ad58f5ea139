import { useReadNotificationMutation } from '@storefront/api';
import type { notificationSchema } from '@storefront/contract';
import { Badge, Button } from '@storefront/ui-kit';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { z } from 'zod';
import { enqueueToast } from '../../shared/notify';
import { useLanguage, useLocale } from '../../shared/routing/use-locale';
import { useMarket } from '../../shared/session/use-session';
import { failureMessage } from './failure-message';
import { notificationTarget } from './notification-link';

export type Notification = z.output<typeof notificationSchema>;

const LINK_CLASS =
  'rounded-sm hover:text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500';

/**
 * One notification: new ones stand out by weight, a border and a "New" badge (not by colour
 * alone). Opening its link or pressing "Mark as read" reads it; the list and the counts refetch.
 */
export function NotificationItem({ notification }: { readonly notification: Notification }) {
  const intl = useIntl();
  const locale = useLocale();
  const market = useMarket();
  const language = useLanguage();
  const headingId = useId();
  const [read, { isLoading }] = useReadNotificationMutation();
  const target = notificationTarget(notification.link, locale, market);

  const markRead = async () => {
    const result = await read({ params: { notificationId: notification.id } });
    if (result.error) enqueueToast(failureMessage(result.error, language), { variant: 'error' });
  };
  // Following the link reads the notification on the way; the page changes meanwhile.
  const onOpen = () => {
    if (notification.is_new) void markRead();
  };

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={
          notification.is_new
            ? 'flex gap-3 rounded-lg border border-primary-300 border-s-4 border-s-primary-600 bg-primary-50 p-4'
            : 'flex gap-3 rounded-lg border border-neutral-200 bg-white p-4'
        }
      >
        {notification.image_url && (
          <img
            src={notification.image_url}
            alt=""
            className="size-14 shrink-0 rounded-md object-cover"
            loading="lazy"
          />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2
              id={headingId}
              className={`text-base text-neutral-900 ${notification.is_new ? 'font-bold' : 'font-medium'}`}
            >
              {target?.kind === 'internal' && (
                <Link to={target.path} onClick={onOpen} className={LINK_CLASS}>
                  {notification.title}
                </Link>
              )}
              {target?.kind === 'external' && (
                <a href={target.href} onClick={onOpen} className={LINK_CLASS}>
                  {notification.title}
                </a>
              )}
              {target === null && notification.title}
            </h2>
            {notification.is_new && (
              <Badge tone="secondary">
                <FormattedMessage id="notifications.badge.new" />
              </Badge>
            )}
          </div>
          <p className="whitespace-pre-line text-sm text-neutral-700">{notification.body}</p>
          <time dateTime={notification.created_at} className="text-xs text-neutral-500">
            {intl.formatDate(notification.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </div>
        {notification.is_new && (
          <Button
            variant="ghost"
            size="sm"
            className="shrink-0 self-start"
            loading={isLoading}
            aria-label={intl.formatMessage(
              { id: 'notifications.action.markReadOf' },
              { title: notification.title },
            )}
            onClick={() => void markRead()}
          >
            <FormattedMessage id="notifications.action.markRead" />
          </Button>
        )}
      </article>
    </li>
  );
}
