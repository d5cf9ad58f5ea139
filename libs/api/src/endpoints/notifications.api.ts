import {
  countNewNotifications,
  getCounters,
  listNotifications,
  readNotification,
  readNotifications,
  sendTestNotification,
} from '@storefront/contract';
import { api, NOTIFICATION_KEEP_SECONDS } from './api';
import { contractMutation, contractPages, contractQuery } from './contract-endpoint';
import { itemTag, LIST, listTags } from './tags';

/** Reading notifications changes how many are new: the bell and the dashboard counters. */
const NEW_COUNTS = [
  { type: 'NotificationCount', id: LIST },
  { type: 'Counter', id: LIST },
] as const;

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: contractQuery(build, listNotifications, {
      providesTags: (page) =>
        listTags(
          'Notification',
          page?.items.map((item) => item.id),
        ),
      keepUnusedDataFor: NOTIFICATION_KEEP_SECONDS,
    }),
    listNotificationPages: contractPages(build, listNotifications, {
      providesTags: (items) =>
        listTags(
          'Notification',
          items?.map((item) => item.id),
        ),
      keepUnusedDataFor: NOTIFICATION_KEEP_SECONDS,
    }),
    // GETs that mark notifications read: mutations (docs/decisions/054).
    readNotifications: contractMutation(build, readNotifications, {
      invalidatesTags: [{ type: 'Notification', id: LIST }, ...NEW_COUNTS],
    }),
    readNotification: contractMutation(build, readNotification, {
      invalidatesTags: (_result, _error, arg) => [
        itemTag('Notification', arg.params.notificationId),
        ...NEW_COUNTS,
      ],
    }),
    countNewNotifications: contractQuery(build, countNewNotifications, {
      providesTags: [{ type: 'NotificationCount', id: LIST }],
      keepUnusedDataFor: NOTIFICATION_KEEP_SECONDS,
    }),
    // The test push arrives through the push channel, which refetches the list itself.
    sendTestNotification: contractMutation(build, sendTestNotification),
    // SPEC §7: the dashboard counter is also kept in the browser, as it came.
    getCounters: contractQuery(build, getCounters, {
      providesTags: [{ type: 'Counter', id: LIST }],
      onSuccess: (client, data) => client.caches.counters.write(data, client.now()),
    }),
  }),
});

export const {
  useListNotificationsQuery,
  useListNotificationPagesInfiniteQuery,
  useReadNotificationsMutation,
  useReadNotificationMutation,
  useCountNewNotificationsQuery,
  useSendTestNotificationMutation,
  useGetCountersQuery,
} = notificationsApi;
