// Every table of the gateway; drizzle-kit reads this file to generate migrations.
export * from './account.schema';
export * from './captcha.schema';
export * from './cart.schema';
export * from './catalog.schema';
export * from './content.schema';
export * from './files.schema';
export * from './identity.schema';
export * from './inquiries.schema';
export * from './orders.schema';
export * from './payments.schema';
export * from './vouchers.schema';
