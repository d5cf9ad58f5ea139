export * from './card';
export * from './page-heading';
