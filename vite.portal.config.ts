import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The customer portal's own build (portal.html): the same React code on Preact's compatible runtime, a tenth of
 * React DOM's size, so a customer's phone loads a page within its budget (DESIGN §14.1). Built after the staff app,
 * into the same dist/.
 */
export default defineConfig({
    plugins: [react()],
    resolve: {
        alias: [
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
            { find: /^react$/, replacement: 'preact/compat' },
        ],
        dedupe: ['preact', '@mui/material', '@emotion/react'],
    },
    build: {
        outDir: 'dist',
        emptyOutDir: false,
        // Read by scripts/bundle-report.ts, beside the staff app's manifest.
        manifest: '.vite/portal-manifest.json',
        rolldownOptions: {
            input: { portal: 'portal.html' },
            output: { chunkFileNames: 'assets/portal-[name]-[hash].js' },
            // React Router's React 19 hooks, which Preact lacks, are in ra-core's index but never reach the portal.
            onLog(level, log, handler) {
                if (log.code === 'IMPORT_IS_UNDEFINED' && log.id?.includes('/react-router/')) return;
                handler(level, log);
            },
        },
    },
});
