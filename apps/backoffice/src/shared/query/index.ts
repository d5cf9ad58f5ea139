export * from './query-state';
