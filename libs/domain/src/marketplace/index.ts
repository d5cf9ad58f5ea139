export * from './marketplace';
export * from './marketplace-link';
