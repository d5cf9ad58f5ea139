// Not in ../index.ts, which the home route imports: useErrorTexts brings libs/ui-support, which
// the home page's first render must not carry (170 KB, decision 273). Screens import it from here.
export * from './use-error-texts';
export * from './use-message-text';
