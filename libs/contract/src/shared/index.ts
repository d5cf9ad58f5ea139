export * from './envelope.schema';
export * from './field-errors';
export * from './money.schema';
export * from './paging.schema';
export * from './primitives.schema';
