export * from './marketplace';
export * from './marketplace-link';
export * from './search-total';
