export * from './quantity-rules';
export * from './price-tiers';
