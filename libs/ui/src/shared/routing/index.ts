export * from './locale-paths';
export * from './route-definition';
export * from './route-paths';
export * from './use-locale';
