export * from './voucher';
export * from './voucher-stacking';
export * from './voucher-discount';
