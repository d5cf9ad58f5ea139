export * from './minimum-order';
export * from './product-source';
