export * from './use-hydrated';
