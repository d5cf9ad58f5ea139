export * from './pagination';
export * from './pagination-items';
