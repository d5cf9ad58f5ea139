export * from './locale-paths';
export * from './route-definition';
export * from './route-paths';
export * from './use-locale';
export * from './not-found-screen';
export * from './page-outcome';
export * from './page-title';
