export * from './list-filters';
export * from './page-pager';
export * from './paged-table';
export * from './use-list-params';
