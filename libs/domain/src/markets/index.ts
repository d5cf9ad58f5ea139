export * from './market-config';
export * from './market-id';
export * from './markets';
export * from './shop-identity';
