export * from './field-error-resolver';
export * from './money-input';
export * from './server-errors';
