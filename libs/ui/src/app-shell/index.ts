export * from './create-storefront';
export * from './extra-locales';
export * from './feature-routes';
export * from './firebase-from-env';
export * from './locale-preference';
export * from './login-redirect';
export * from './storefront-options';
export * from './storefront-routes';
