export * from './notify';
export { enqueueToast } from './toaster';
