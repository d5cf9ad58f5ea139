// The orders module's front door: its routes, and the order group checkout creates and shows.
export { registerOrderRoutes } from './orders.routes';
export { createOrderGroup } from './order-groups.service';
export type { NewOrder } from './order-groups.service';
export { toOrderSummaries } from './order-view';
export type { OrderGroupRow } from './order-view';
