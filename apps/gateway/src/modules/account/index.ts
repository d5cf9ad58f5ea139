// The account module's front door: its routes, and the address book's reads that checkout
// prices couriers from.
export { registerAccountRoutes } from './account.routes';
export { selectAddresses, selectChainAreas } from './address.repo';
export { checkAreaChain } from './area-chain';
