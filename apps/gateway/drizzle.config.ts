import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema and checked in; the gateway applies them at start
// on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
