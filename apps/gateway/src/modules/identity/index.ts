// The identity module's front door: its routes, and the session a customer's token carries.
export { registerIdentityRoutes } from './identity.routes';
export { displayName, sessionIdentityFor } from './session-identity';
export type { CustomerRow } from './session-identity';
export { issueCustomerSession } from './session';
export type { CustomerSession } from './session';
