export * from './cache-freshness';
export * from './paging';
export * from './query-defaults';
export * from './session-identity';
export * from './session-identity.schema';
