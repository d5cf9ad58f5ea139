export * from './order-status';
export * from './order-transitions';
export * from './order-moves';
export * from './order-payment';
export * from './order-receipt';
export * from './order-tabs';
export * from './order-date-range';
