import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_SERVER = 'http://127.0.0.1:3000';

export default defineConfig({
    plugins: [react()],
    // One copy of each: two react-routers break "useRoutes() in a <Router>", two MUIs break the theme.
    resolve: {
        dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom', '@mui/material', '@emotion/react'],
    },
    server: {
        proxy: { '/public': API_SERVER, '/api': API_SERVER, '/admin/v3': API_SERVER },
    },
    build: {
        outDir: 'dist',
        // Read by scripts/bundle-report.ts to find what `/` loads.
        manifest: true,
        rolldownOptions: {
            output: {
                // Shared chunks are otherwise named after whichever module came first; name the big ones by role.
                chunkFileNames: chunk =>
                    !chunk.isDynamicEntry && chunk.moduleIds.some(id => id.includes('/ra-ui-materialui/'))
                        ? 'assets/react-admin-ui-[hash].js'
                        : 'assets/[name]-[hash].js',
            },
        },
    },
});
