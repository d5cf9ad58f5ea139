export * from './phone-verification';
export * from './use-phone-verification';
