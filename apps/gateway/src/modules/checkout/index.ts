// The checkout module's front door: its routes; no other module uses its pieces.
export { registerCheckoutRoutes } from './checkout.routes';
