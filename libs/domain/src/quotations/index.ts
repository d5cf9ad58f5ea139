export * from './quotation-state';
export * from './submission-transitions';
export * from './product-quotation-state';
export * from './variant-rules';
export * from './quote-sla';
export * from './all-in-price';
export * from './staff-submission-rules';
export * from './quote-breakdown';
