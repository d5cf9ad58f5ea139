// Every table of the gateway; drizzle-kit reads this file to generate migrations.
export * from './account.schema';
export * from './catalog.schema';
export * from './content.schema';
export * from './identity.schema';
export * from './vouchers.schema';
