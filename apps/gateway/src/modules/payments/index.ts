// The payments module's front door: its routes. Other modules reach payments through the
// payment subjects they register on the app context (context/payment-subjects.ts).
export { registerPaymentRoutes } from './payments.routes';
