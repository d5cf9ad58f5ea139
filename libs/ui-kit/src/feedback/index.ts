export * from './alert';
export * from './badge';
export * from './empty-state';
export * from './spinner';
