export * from './copy-button';
