export * from './private-photo';
