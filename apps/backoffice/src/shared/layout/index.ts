export * from './fact-list';
export * from './staff-table';
