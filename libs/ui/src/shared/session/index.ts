export * from './use-session';
