// drizzle-kit (development only) turns src/db/schema.ts into SQL migrations in drizzle/, which are committed
// and applied at boot by src/db/open.ts. `npx drizzle-kit generate` after changing the schema; no database needed.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({ dialect: 'postgresql', schema: './src/db/schema.ts', out: './drizzle' });
