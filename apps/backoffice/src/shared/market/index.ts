export * from './market-context';
