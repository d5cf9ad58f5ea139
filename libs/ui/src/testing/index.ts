// The test entry of libs/ui (@storefront/ui/testing).
export * from './render-screen';
