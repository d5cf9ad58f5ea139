export * from './button';
export * from './close-button';
