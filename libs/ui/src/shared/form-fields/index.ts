export type * from './form-field-binding';
export * from './new-password-fields';
export * from './person-name-fields';
export * from './phone-field';
