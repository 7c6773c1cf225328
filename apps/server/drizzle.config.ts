import { defineConfig } from 'drizzle-kit';

// Generates the committed migrations in ./drizzle from the schema; they are applied at server start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
