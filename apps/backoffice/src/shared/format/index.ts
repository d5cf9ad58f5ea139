export * from './date-time';
export * from './use-format-money';
export * from './use-format-rate';
