// The vouchers module's front door: its routes, and the voucher terms checkout applies.
export { registerVoucherRoutes } from './vouchers.routes';
export { toCustomerVoucher, toDomainVoucher } from './voucher-terms';
