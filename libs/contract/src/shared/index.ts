export * from './envelope.schema';
export * from './field-errors';
export * from './money.schema';
export * from './paging.schema';
export * from './plain-rules';
export * from './primitives.schema';
export * from './storefront-paths';
export * from './storefront-render';
