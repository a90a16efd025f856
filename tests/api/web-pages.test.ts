import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../support/app';

/** A built web app in miniature: the staff app's page, the portal's, and one asset. */
const dist = mkdtempSync(join(tmpdir(), 'pitstop-dist-'));
writeFileSync(join(dist, 'index.html'), '<title>staff app</title>');
writeFileSync(join(dist, 'portal.html'), '<title>customer portal</title>');
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'portal-abc.js'), 'console.log(1)');

let t: TestContext;
beforeAll(async () => {
    t = await startTestApp({}, { distDir: dist });
});
afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the web pages', () => {
    it('answers the portal’s pages with the portal entry: a customer downloads none of the staff app', async () => {
        for (const url of ['/portal/invoice/tok_123', '/portal/estimate/abc?x=1', '/portal']) {
            const answer = await get(url);
            expect(answer.statusCode).toBe(200);
            expect(answer.body).toBe('<title>customer portal</title>');
            expect(answer.headers['cache-control']).toBe('no-cache');
        }
    });

    it('answers every other page with the staff app, and files as they are', async () => {
        for (const url of ['/', '/app/motor-garage/invoice', '/auth/register', '/portalx']) {
            expect((await get(url)).body).toBe('<title>staff app</title>');
        }
        const asset = await get('/assets/portal-abc.js');
        expect(asset.body).toBe('console.log(1)');
        expect(asset.headers['cache-control']).toContain('immutable');
        expect((await get('/assets/missing.js')).statusCode).toBe(404);
    });
});
