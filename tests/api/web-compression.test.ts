import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDist } from '../../scripts/compress-dist';
import { startTestApp, type TestContext } from '../support/app';

/** A built web app in miniature, compressed as `npm run build` does: two pages, a hashed script and an image. */
const dist = mkdtempSync(join(tmpdir(), 'pitstop-dist-'));
const script = Array.from({ length: 800 }, (_, i) => `export const price${i} = ${i * 7};`).join('\n');
const page = (title: string) => `<!doctype html><title>${title}</title>${'<meta name="x" content="y">'.repeat(60)}`;
writeFileSync(join(dist, 'index.html'), page('staff app'));
writeFileSync(join(dist, 'portal.html'), page('customer portal'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'main-B1f6t87h.js'), script);
const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(4000, 7)]);
writeFileSync(join(dist, 'assets', 'logo-Cx9.png'), png);
const SCRIPT_URL = '/assets/main-B1f6t87h.js';

let t: TestContext;
beforeAll(async () => {
    await compressDist(dist);
    t = await startTestApp({}, { distDir: dist });
});
afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers });
const decode: Record<string, (bytes: Buffer) => Buffer> = {
    br: brotliDecompressSync,
    gzip: gunzipSync,
    none: bytes => bytes,
};
/** The body as the browser reads it, after undoing the answer's Content-Encoding. */
const decoded = (answer: Awaited<ReturnType<typeof get>>) =>
    decode[String(answer.headers['content-encoding'] ?? 'none')](answer.rawPayload).toString();

describe('the web app’s files on the wire', () => {
    it('sends brotli to a browser that takes it, else gzip, else the file as it is, each with its true length', async () => {
        for (const [acceptEncoding, encoding, file] of [
            ['br, gzip', 'br', 'main-B1f6t87h.js.br'],
            ['gzip, deflate', 'gzip', 'main-B1f6t87h.js.gz'],
            ['', undefined, 'main-B1f6t87h.js'],
        ] as const) {
            const answer = await get(SCRIPT_URL, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
            expect(answer.statusCode).toBe(200);
            expect(answer.headers['content-encoding']).toBe(encoding);
            expect(answer.headers['content-type']).toContain('javascript');
            expect(answer.headers.vary).toContain('accept-encoding');
            expect(Number(answer.headers['content-length'])).toBe(statSync(join(dist, 'assets', file)).size);
            expect(answer.rawPayload.length).toBe(Number(answer.headers['content-length']));
            expect(decoded(answer)).toBe(script);
        }
        expect(statSync(join(dist, 'assets', 'main-B1f6t87h.js.br')).size).toBeLessThan(script.length / 4);
    });

    it('lets browsers keep hashed assets for good and makes them ask again for the pages', async () => {
        const asset = await get(SCRIPT_URL, { 'accept-encoding': 'br' });
        expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        for (const [url, title] of [
            ['/', 'staff app'],
            ['/app/motor-garage/job', 'staff app'],
            ['/portal/estimate/tok_123', 'customer portal'],
            ['/index.html', 'staff app'],
        ]) {
            const answer = await get(url, { 'accept-encoding': 'br, gzip' });
            expect(answer.headers['content-encoding']).toBe('br');
            expect(answer.headers['content-type']).toContain('text/html');
            expect(answer.headers['cache-control']).toBe('no-cache');
            expect(answer.headers.vary).toContain('accept-encoding');
            expect(decoded(answer)).toContain(`<title>${title}</title>`);
        }
    });

    it('keeps HEAD, 304 and Range answers intact', async () => {
        const head = await get(SCRIPT_URL, { 'accept-encoding': 'br' }, 'HEAD');
        expect(head.statusCode).toBe(200);
        expect(head.headers['content-encoding']).toBe('br');
        expect(Number(head.headers['content-length'])).toBe(statSync(join(dist, 'assets', 'main-B1f6t87h.js.br')).size);
        expect(head.rawPayload.length).toBe(0);

        const first = await get(SCRIPT_URL, { 'accept-encoding': 'br' });
        const again = await get(SCRIPT_URL, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
        expect(again.statusCode).toBe(304);
        expect(again.rawPayload.length).toBe(0);

        const part = await get(SCRIPT_URL, { range: 'bytes=0-99' });
        expect(part.statusCode).toBe(206);
        expect(part.headers['content-range']).toBe(`bytes 0-99/${script.length}`);
        expect(part.body).toBe(script.slice(0, 100));
    });

    it('sends an image as it is, whatever the browser accepts', async () => {
        const answer = await get('/assets/logo-Cx9.png', { 'accept-encoding': 'br, gzip' });
        expect(answer.headers['content-encoding']).toBeUndefined();
        expect(answer.rawPayload.equals(png)).toBe(true);
    });
});

describe('the API’s answers on the wire', () => {
    it('compresses a large JSON answer, which decodes to the same JSON', async () => {
        const plain = await get('/api/docs.json');
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.rawPayload.length).toBeGreaterThan(10_000);
        for (const encoding of ['br', 'gzip']) {
            const answer = await get('/api/docs.json', { 'accept-encoding': encoding });
            expect(answer.statusCode).toBe(200);
            expect(answer.headers['content-encoding']).toBe(encoding);
            expect(answer.headers.vary).toContain('accept-encoding');
            expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
            expect(JSON.parse(decoded(answer))).toEqual(plain.json());
        }
    });

    it('compresses a large error answer too', async () => {
        const answer = await t.app.inject({
            method: 'POST',
            url: '/public/v3/portal/tok_unknown/approve',
            headers: { 'accept-encoding': 'br' },
            payload: {
                approved_line_ids: Array(40).fill('one'),
                declined_line_ids: [],
                signature_name: 'A',
                estimate_hash: 'h',
            },
        });
        expect(answer.statusCode).toBe(400);
        expect(answer.headers['content-encoding']).toBe('br');
        expect(JSON.parse(decoded(answer)).error).toBe('validation_failed');
    });

    it('sends a small answer as it is', async () => {
        const answer = await get('/health/live', { 'accept-encoding': 'br, gzip' });
        expect(answer.statusCode).toBe(200);
        expect(answer.rawPayload.length).toBeLessThan(1024);
        expect(answer.headers['content-encoding']).toBeUndefined();
        expect(answer.json()).toBeTruthy();
    });

    it('answers HEAD on a large answer with headers that describe a body, and no body', async () => {
        const plain = await get('/api/docs.json');
        const head = await get('/api/docs.json', { 'accept-encoding': 'br' }, 'HEAD');
        expect(head.statusCode).toBe(200);
        expect(head.rawPayload.length).toBe(0);
        // The uncompressed answer's: a HEAD never names an encoding its Content-Length does not measure.
        expect(head.headers['content-encoding']).toBeUndefined();
        expect(Number(head.headers['content-length'])).toBe(plain.rawPayload.length);
    });
});

// The build's own files: what the test fixture stands for is what `npm run build` writes.
it('writes the compressed copies the server reads', () => {
    const original = readFileSync(join(dist, 'portal.html'));
    expect(brotliDecompressSync(readFileSync(join(dist, 'portal.html.br'))).equals(original)).toBe(true);
    expect(gunzipSync(readFileSync(join(dist, 'portal.html.gz'))).equals(original)).toBe(true);
    expect(() => statSync(join(dist, 'assets', 'logo-Cx9.png.br'))).toThrow();
});
