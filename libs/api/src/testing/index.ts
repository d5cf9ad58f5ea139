// The test entry of libs/api (@storefront/api/testing): contract-typed msw handlers, data
// factories, request samples and error-case helpers. The msw server is in './testing/node', the
// browser worker in './testing/browser' (each msw entry exists only on its own platform).
export * from './error-texts';
export * from './factories';
export * from './handlers';
export * from './multipart';
export * from './request-samples';
export * from './responses';
export * from './session';
export * from './store';
