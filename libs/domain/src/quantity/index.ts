export * from './quantity-rules';
export * from './price-tiers';
export * from './size-quantities';
