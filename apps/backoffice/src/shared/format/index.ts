export * from './date-time';
export * from './use-format-money';
