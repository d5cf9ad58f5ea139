export * from './billable-weight';
export * from './free-shipping';
export * from './shipping-eta';
export * from './shipping-type';
export * from './freight-by-weight';
