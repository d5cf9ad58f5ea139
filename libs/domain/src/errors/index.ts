export * from './error-codes';
export * from './error-messages';
export * from './error-params';
export * from './field-error-ids';
export * from './field-error-messages';
export * from './http-status';
export * from './message-params';
export * from './texts';
