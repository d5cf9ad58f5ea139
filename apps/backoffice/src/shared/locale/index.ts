export * from './backoffice-locale';
