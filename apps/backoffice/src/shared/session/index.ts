export * from './staff-cookie-jar';
export * from './staff-name';
export * from './use-staff-session';
