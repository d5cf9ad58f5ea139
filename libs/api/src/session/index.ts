export * from './cookie-jar';
export * from './session';
export * from './session-token';
