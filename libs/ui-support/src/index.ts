// The front door of libs/ui-support: the React helpers the storefront and the back-office share.
export * from './forms/field-error-resolver';
export * from './forms/field-text';
export * from './forms/server-errors';
export * from './forms/sign-in-fields';
export * from './forms/use-schema-form';
export * from './query/query-feedback';
export * from './routing/page-param';
export * from './routing/text-link';
export * from './time/use-now';
