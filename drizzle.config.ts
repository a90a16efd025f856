import { defineConfig } from 'drizzle-kit';

export default defineConfig({
    dialect: 'postgresql',
    schema: './server/db/all-tables.ts',
    out: './server/db/migrations',
});
