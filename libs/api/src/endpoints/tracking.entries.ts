// The tracking calls' contract entries, loaded when a call is first made (lazyEntry): a page that
// reports a visit or an event evaluates no zod schema before it is shown (issue 13).
export { recordEvent, trackOctf, trackOctfRedirect, trackVisit } from '@storefront/contract';
