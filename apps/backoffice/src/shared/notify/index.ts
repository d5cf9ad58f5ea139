export * from './toaster';
