// The payments module's front door: its routes. Other modules reach payments through the
// payment subjects they register on the app context (context/payment-subjects.ts).
export { registerPaymentRoutes } from './payments.routes';
// Money back for an approved refund (decision 282): orders books it in its decision's
// transaction, sends it after the commit, shows it, and lets staff retry a failed one.
export {
  excessPaymentPage,
  excessTransfersOf,
  queueRefundTransfers,
  refundTransfersOf,
  retryRefundTransfer,
  sendRefundTransfers,
} from './refund-transfers.service';
export type { ExcessTransfer, RefundToSend, RefundTransferView } from './refund-transfers.service';
// What staff see on an order of the money that came for it (decision 304: what arrived).
export { paymentsTakenFor, receivedOf } from './held-payments.service';
