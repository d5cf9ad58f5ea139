export * from './ar';
export * from './en';
export * from './id';
export * from './kk';
export type * from './language-error-texts';
export * from './ru';
export * from './spec-status-texts';
export * from './th';
