// Not in ../index.ts, which the home route imports: these bring libs/ui-support, which the home
// page's first render must not carry (170 KB, decision 273). Screens import them from here.
export * from './screen-query-feedback';
export * from './use-outcome-toast';
export * from './screen-loading-space';
