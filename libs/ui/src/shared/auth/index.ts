export * from './use-after-login-redirect';
