export * from './locale-rules';
export * from './locales';
