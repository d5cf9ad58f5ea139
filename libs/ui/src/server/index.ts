// The storefront's server side (decision 250): what a market app's server entry hands its
// config to. Kept out of the main entry so no browser bundle ever sees react-dom/server.
export * from './create-storefront-server';
