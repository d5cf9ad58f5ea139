export * from './locale-rules';
export * from './locales';
export * from './locale-formats';
