export * from './class-names';
export * from './visually-hidden';
