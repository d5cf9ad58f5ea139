export * from './dialog';
export * from './form-dialog';
