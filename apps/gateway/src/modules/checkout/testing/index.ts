// Test fixtures other modules' tests use (a module's second front door, for tests only).
export * from './checkout-fixtures';
