export * from './address-line';
