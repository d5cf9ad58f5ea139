export * from './api-client';
export * from './create-api-store';
