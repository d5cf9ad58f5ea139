export * from './client-caches';
