// Not in ../index.ts, which the home route imports: the breakdown is for the inquiry, cart and
// order screens (lazy chunks) only.
export * from './quote-breakdown';
