// Pieces every feature may use (features never import each other): an address on one line, paths
// under the locale, the session and market, the login return, toasts (enqueueToast, notify) and
// the phone-verification gate, the cart's quantity rule, the name, phone and new-password inputs
// of several forms, the photo input and what a chosen file is, a product's 80 px thumbnail.
export * from './address';
export * from './auth';
export * from './cart';
export * from './form-fields';
export * from './hydration';
export * from './notify';
export * from './phone-verification';
export * from './product-thumbnail';
export * from './routing';
export * from './session';
export * from './uploads';
