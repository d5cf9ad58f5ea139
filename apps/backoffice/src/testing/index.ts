export * from './render-screen';
export * from './describe-texts';
