export * from './cart-quantities';
