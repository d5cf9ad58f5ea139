export * from './file-input-field';
export * from './read-image-type';
