export * from './money-input';
export * from './staff-form-dialog';
export * from './use-staff-form';
