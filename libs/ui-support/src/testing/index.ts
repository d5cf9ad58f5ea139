// The test entry of libs/ui-support (@storefront/ui-support/testing). The testing-library
// timeout lives apart (@storefront/ui-support/testing/patient-queries): importing it configures.
export * from './describe-texts';
export * from './field-label';
export * from './fill';
export * from './location-probe';
export * from './record-requests';
export * from './screen-test-setup';
export * from './strict-intl-provider';
