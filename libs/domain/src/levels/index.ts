export * from './level';
export * from './level-benefits';
export * from './level-rules';
