import { defineConfig } from '@playwright/test';

/** `E2E_PORT` and `E2E_SMTP_PORT` let two checkouts run their journeys side by side. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';
export const E2E_DEMO_PASSWORD = 'e2e-demo-password';
/** The browser tests' own SMTP server (tests/support/smtp.ts) receives the app's mail here. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);

// The built app on a fresh embedded database, with known first-start credentials.
export default defineConfig({
    testDir: 'tests/e2e',
    outputDir: 'test-results/e2e',
    // Journeys run side by side (measured in docs/performance.md): those that change a garage's settings or count its
    // takings each make a garage of their own (tests/e2e/own-garage.ts); the rest add records of their own to the
    // demo garage and read what no journey changes.
    fullyParallel: true,
    workers: 2,
    retries: 0,
    // Each test is a whole journey through many pages, with axe-core run on each.
    timeout: 180_000,
    expect: { timeout: 10_000 },
    use: {
        baseURL: `http://127.0.0.1:${PORT}`,
        screenshot: 'only-on-failure',
        trace: 'retain-on-failure',
        launchOptions: {
            executablePath: '/usr/bin/chromium',
            args: [
                '--headless',
                '--no-sandbox',
                '--disable-gpu',
                '--disable-quic',
                '--no-first-run',
                '--disable-background-networking',
                '--disable-component-update',
                '--disable-sync',
            ],
        },
    },
    webServer: {
        command: 'rm -rf test-results/e2e-data && tsx server/main.ts --build-if-needed',
        url: `http://127.0.0.1:${PORT}/public/v3/config`,
        timeout: 180_000,
        reuseExistingServer: false,
        env: {
            PORT: String(PORT),
            HOST: '127.0.0.1',
            DATA_DIR: 'test-results/e2e-data',
            ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
            DEMO_PASSWORD: E2E_DEMO_PASSWORD,
            LOG_LEVEL: 'warn',
            SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
            PUBLIC_URL: `http://127.0.0.1:${PORT}`,
            // the garage's own SMS endpoint of the sending-channels journey is a fake on loopback
            ALLOW_PRIVATE_ENDPOINTS: 'true',
        },
    },
});
