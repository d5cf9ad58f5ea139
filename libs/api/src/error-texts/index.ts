export * from './error-texts';
