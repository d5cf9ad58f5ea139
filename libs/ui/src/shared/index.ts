// Pieces every feature may use (features never import each other): paths under the locale, the
// session and market, the login return, toasts (enqueueToast, notify) and the phone-verification
// gate, and the cart's quantity rule.
export * from './auth';
export * from './cart';
export * from './hydration';
export * from './notify';
export * from './phone-verification';
export * from './routing';
export * from './session';
