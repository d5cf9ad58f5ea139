// The notifications module's front door: its routes, and the one way other modules tell a
// customer something.
export { registerNotificationRoutes } from './notifications.routes';
export { notifyCustomer } from './notification.service';
export type { NotificationMessage } from './notification.service';
export type { NotificationText } from './notification-texts';
