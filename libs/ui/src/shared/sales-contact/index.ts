// Not in ../index.ts, which the home route imports: the contact's button is on the product,
// welcome and account screens (lazy chunks) only.
export * from './whatsapp-chat-button';
