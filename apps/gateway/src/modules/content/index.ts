// The content module's front door: its routes (site content, currency, tracking, the
// development outbox and clock), and the exchange rate in force that prices use.
export { registerContentRoutes } from './content.routes';
export { getCurrency } from './content.service';
