// Pieces every feature may use (features never import each other): paths under the locale, the
// session and market, the login return, toasts (enqueueToast, notify) and the phone-verification
// gate.
export * from './auth';
export * from './hydration';
export * from './notify';
export * from './phone-verification';
export * from './routing';
export * from './session';
