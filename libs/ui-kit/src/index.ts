// The public surface of libs/ui-kit: accessible components shared by the storefront and the
// back-office. The kit has no texts of its own: every user-facing word is a prop.
export * from './button';
export * from './copy-button';
export * from './dialog';
export * from './feedback';
export * from './fields';
export * from './layout';
export * from './pagination';
export * from './tabs';
export * from './utils';
