import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_SERVER = 'http://127.0.0.1:3000';

/** In development, as the server does in production: the customer portal's pages answer with portal.html. */
const portalPages = (): Plugin => ({
    name: 'portal-pages',
    configureServer(server) {
        server.middlewares.use((request, _response, next) => {
            if (request.url && /^\/portal(\/|$|\?)/.test(request.url) && !/\.[a-z0-9]+($|\?)/i.test(request.url))
                request.url = '/portal.html';
            next();
        });
    },
});

export default defineConfig({
    plugins: [react(), portalPages()],
    // One copy of each: two react-routers break "useRoutes() in a <Router>", two MUIs break the theme.
    resolve: {
        dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom', '@mui/material', '@emotion/react'],
    },
    server: {
        proxy: { '/public': API_SERVER, '/api': API_SERVER, '/admin/v3': API_SERVER },
    },
    build: {
        outDir: 'dist',
        // Read by scripts/bundle-report.ts to find what `/` and the portal's pages load.
        manifest: true,
        rolldownOptions: {
            // The customer portal (portal.html) is built on its own: vite.portal.config.ts.
            input: { main: 'index.html' },
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
