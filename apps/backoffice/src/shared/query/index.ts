export * from './query-state';
export * from './use-mutation-failure';
