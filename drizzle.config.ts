import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations from the schema; they are committed and applied at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  strict: true,
});
