export * from './page-pager';
export * from './use-list-params';
