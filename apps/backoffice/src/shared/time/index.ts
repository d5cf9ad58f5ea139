export * from './use-now';
