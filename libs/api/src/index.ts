// The public surface of libs/api: the RTK Query client of every contract entry, its base query,
// the session read from the cookies, the client caches and the error texts of the loaded languages. Mocks are in './testing'.
export * from './base-query';
export * from './caches';
export * from './endpoints';
export * from './error-texts';
export * from './session';
export * from './store';
