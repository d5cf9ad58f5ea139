export * from './quantity-rules';
