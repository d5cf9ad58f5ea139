import { CONTRACT_BY_ID } from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { bindEndpoint } from '../../http/bind-endpoint';
import { TEST_NOTIFICATION_TEXT } from './notification-texts';
import {
  countNewNotifications,
  listNotifications,
  notifyCustomer,
  readNotificationPage,
  readOneNotification,
  registerDevice,
} from './notification.service';

/** Every entry here is `customer`: its guard has run, so the token is verified and current. */
function callerId(request: FastifyRequest): string {
  if (request.auth?.typ !== 'customer') throw new Error('customer route without a customer token');
  return request.auth.sub;
}

export async function registerNotificationRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  bindEndpoint(app, CONTRACT_BY_ID.listNotifications, async ({ input, request }) =>
    listNotifications(context.db, callerId(request), input.query),
  );

  bindEndpoint(app, CONTRACT_BY_ID.readNotifications, async ({ input, request }) =>
    readNotificationPage(context.db, callerId(request), input.query),
  );

  bindEndpoint(app, CONTRACT_BY_ID.readNotification, async ({ input, request }) =>
    readOneNotification(context.db, callerId(request), input.params.notificationId),
  );

  bindEndpoint(app, CONTRACT_BY_ID.countNewNotifications, async ({ request }) =>
    countNewNotifications(context.db, callerId(request)),
  );

  bindEndpoint(app, CONTRACT_BY_ID.sendTestNotification, async ({ request }) => {
    await notifyCustomer(context, callerId(request), TEST_NOTIFICATION_TEXT[request.languageCode], {
      log: request.log,
    });
    return null;
  });

  // The body's email is not trusted to pick the account (anyone can type one): the token does.
  bindEndpoint(app, CONTRACT_BY_ID.registerDevice, async ({ input, request }) => {
    await registerDevice(context, callerId(request), input.body);
    return null;
  });
}
