export * from './control-characters';
export * from './field-error';
export * from './field.schema';
export * from './forms.schema';
export * from './phone.schema';
export * from './price-range';
export * from './price-range.schema';
export * from './upload-rules';
