import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (npm run db:generate), committed, and never edited
// once they have landed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
