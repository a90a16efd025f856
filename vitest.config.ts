import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
    extends: true as const,
    test: {
        name,
        include: ['tests/api/**/*.test.ts'],
        environment: 'node',
        env: { TEST_DB: db },
        globalSetup: ['tests/support/database-template.ts'],
        testTimeout: 30_000,
        hookTimeout: 60_000,
        // Each file starts its own app on its own database; the server's modules are imported once per worker rather
        // than once per file (on the 2-core machine: 604 s instead of 860 s for the PGlite run).
        isolate: false,
    },
});

// API tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL names a server.
export default defineConfig({
    plugins: [react()],
    resolve: { dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom', '@mui/material', '@emotion/react'] },
    test: {
        // Two test files at a time even on two cores (vitest's default would be one): a file waits on its database or
        // its child processes much of the time. On the 2-core machine, idle otherwise: 637 s against 1,058 s.
        maxWorkers: Math.max(2, availableParallelism() - 1),
        projects: [
            {
                extends: true,
                test: {
                    name: 'unit',
                    include: ['tests/unit/**/*.test.{ts,tsx}'],
                    environment: 'node',
                    setupFiles: ['tests/support/jsdom-teardown.ts'],
                    // A page's first render in jsdom takes seconds, more beside another test file on two cores.
                    testTimeout: 30_000,
                },
            },
            apiProject('api-pglite', 'pglite'),
            // Start real server and database processes, signal and kill them; once per run, whatever the databases.
            {
                extends: true,
                test: {
                    name: 'process',
                    include: ['tests/process/**/*.test.ts'],
                    environment: 'node',
                    testTimeout: 60_000,
                    hookTimeout: 120_000,
                },
            },
            ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
        ],
    },
});
