// The public surface of libs/contract: the wire format of every endpoint, built from the
// domain's vocabulary and field schemas.
export * from './contract';
export * from './define-endpoint';
export * from './endpoints';
export * from './resources';
export * from './shared';
