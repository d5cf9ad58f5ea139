export * from './api-error';
export * from './api-headers';
export * from './base-query';
export * from './contract-call';
export * from './response-rules';
