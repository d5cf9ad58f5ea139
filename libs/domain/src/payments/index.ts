export * from './payment-channels';
export * from './payment-method';
export * from './payment-rules';
export * from './payment-subject';
export * from './refund-route';
