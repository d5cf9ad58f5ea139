export * from './checkbox-field';
export * from './field-parts';
export * from './radio-group';
export * from './select-field';
export * from './text-area-field';
export * from './text-field';
