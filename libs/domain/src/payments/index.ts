export * from './payment-method';
export * from './payment-rules';
export * from './payment-subject';
