export * from './money-input';
