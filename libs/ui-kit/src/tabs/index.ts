export * from './tabs';
