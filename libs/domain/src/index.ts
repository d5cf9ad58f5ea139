// The public surface of libs/domain: pure business rules, no I/O, no framework.
export * from './checkout';
export * from './errors';
export * from './levels';
export * from './locale';
export * from './marketplace';
export * from './markets';
export * from './money';
export * from './orders';
export * from './payments';
export * from './quantity';
export * from './quotations';
export * from './session';
export * from './shipping';
export * from './validation';
export * from './vouchers';
