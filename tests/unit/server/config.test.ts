import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';

const dataDirs = mkdtempSync(join(tmpdir(), 'pitstop-config-'));
const dataDir = () => mkdtempSync(join(dataDirs, 'data-'));
afterAll(() => rmSync(dataDirs, { recursive: true, force: true }));

describe('loadConfig', () => {
    it('defaults to the embedded database, mono mode and port 3000', () => {
        const config = loadConfig({ DATA_DIR: dataDir() });
        expect(config).toMatchObject({
            port: 3000,
            databaseUrl: null,
            systemMode: 'mono',
            appName: 'Pitstop',
            adminUsername: 'admin',
            seedDemo: true,
            demoUsername: 'demo',
            metricsToken: null,
            shutdownDelayMs: 3000,
            allowPrivateEndpoints: false,
        });
    });

    it('generates a JWT secret once and keeps it in DATA_DIR', () => {
        const dir = dataDir();
        const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
        expect(first.length).toBeGreaterThanOrEqual(32);
        expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
        expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
        // readable by its owner alone, and nothing else left behind
        expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
        expect(readdirSync(dir)).toEqual(['jwt-secret']);
    });

    it.each([
        [{ PORT: 'eighty' }, /PORT/],
        [{ SYSTEM_MODE: 'saas' }, /SYSTEM_MODE/],
        [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
        [
            { DATABASE_READ_URL: 'postgres://replica/pitstop' },
            /DATABASE_READ_URL needs DATABASE_URL: the embedded PGlite/,
        ],
        [{ DATABASE_URL: 'postgres://primary/pitstop', DATABASE_READ_URL: 'mysql://x' }, /DATABASE_READ_URL must/],
        [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
        [{ SEED_DEMO: 'maybe' }, /SEED_DEMO/],
        [{ ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD/],
        [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
        [{ SMTP_URL: 'http://mail.example' }, /SMTP_URL/],
        [{ PUBLIC_URL: 'garage.example' }, /PUBLIC_URL/],
        [{ TRUST_PROXY: 'yes please' }, /TRUST_PROXY/],
        [{ TRUST_PROXY: '2' }, /TRUST_PROXY/],
        [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
        [{ UPLOAD_QUOTA_USER_MB: '0' }, /UPLOAD_QUOTA_USER_MB/],
        [{ LOGIN_ATTEMPTS_PER_ACCOUNT: '0' }, /LOGIN_ATTEMPTS_PER_ACCOUNT/],
        [{ UPLOAD_QUOTA_WORKSPACE_MB: 'lots' }, /UPLOAD_QUOTA_WORKSPACE_MB/],
        [{ WHATSAPP_TOKEN: 'token' }, /WHATSAPP_PHONE_NUMBER_ID missing/],
        [{ WHATSAPP_API_URL: 'graph.facebook.com' }, /WHATSAPP_API_URL/],
        [{ SMS_URL: 'https://sms.example/Messages.json', SMS_FROM: '+852' }, /SMS_TOKEN missing/],
        [{ SMS_URL: 'ftp://sms.example', SMS_FROM: '+852', SMS_TOKEN: 'a:b' }, /SMS_URL/],
        [{ SMS_URL: 'https://sms.example', SMS_FROM: '+852', SMS_TOKEN: 'no-colon' }, /SMS_TOKEN/],
        [{ AI_BASE_URL: 'https://llm.example/v1', AI_MODEL: 'm' }, /AI_API_KEY missing/],
        [{ AI_BASE_URL: 'llm.example', AI_API_KEY: 'k', AI_MODEL: 'm' }, /AI_BASE_URL/],
        [{ AI_DAILY_LIMIT: '0' }, /AI_DAILY_LIMIT/],
        [{ AI_TIMEOUT_MS: 'soon' }, /AI_TIMEOUT_MS/],
        [{ AI_LOG_PROMPTS: 'maybe' }, /AI_LOG_PROMPTS/],
        [{ METRICS_TOKEN: 'too-short' }, /METRICS_TOKEN/],
        [{ SHUTDOWN_DELAY_MS: 'soon' }, /SHUTDOWN_DELAY_MS/],
        [{ SHUTDOWN_DELAY_MS: '5001' }, /SHUTDOWN_DELAY_MS/],
        [{ ALLOW_PRIVATE_ENDPOINTS: 'sometimes' }, /ALLOW_PRIVATE_ENDPOINTS/],
    ])('refuses %o at start', (env, message) => {
        expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
        expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
    });

    it('drains 3 s after SIGTERM unless SHUTDOWN_DELAY_MS says otherwise (0: stops accepting at once)', () => {
        const delay = (value?: string) =>
            loadConfig({ DATA_DIR: dataDir(), ...(value === undefined ? {} : { SHUTDOWN_DELAY_MS: value }) })
                .shutdownDelayMs;
        expect([delay(), delay(''), delay('0'), delay('5000')]).toEqual([3000, 3000, 0, 5000]);
    });

    it('reads from a replica only when DATABASE_READ_URL is set beside DATABASE_URL', () => {
        const primary = 'postgres://primary/pitstop';
        expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: primary }).databaseReadUrl).toBeNull();
        const replica = 'postgresql://replica:5433/pitstop';
        const both = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: primary, DATABASE_READ_URL: replica });
        expect(both).toMatchObject({ databaseUrl: primary, databaseReadUrl: replica });
    });

    it('trusts no proxy headers unless TRUST_PROXY says so', () => {
        const trustProxy = (value?: string) =>
            loadConfig({ DATA_DIR: dataDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;
        expect(trustProxy()).toBe(false);
        expect(trustProxy('false')).toBe(false);
        expect(trustProxy('true')).toBe(true);
        expect(trustProxy('10.0.0.1, 192.168.0.0/16,::1,loopback')).toEqual([
            '10.0.0.1',
            '192.168.0.0/16',
            '::1',
            'loopback',
        ]);
    });

    it('reads upload quotas in MiB: 100 per account and 1024 per workspace by default', () => {
        const MIB = 1024 * 1024;
        expect(loadConfig({ DATA_DIR: dataDir() }).uploadQuota).toEqual({
            userBytes: 100 * MIB,
            workspaceBytes: 1024 * MIB,
        });
        expect(
            loadConfig({ DATA_DIR: dataDir(), UPLOAD_QUOTA_USER_MB: '5', UPLOAD_QUOTA_WORKSPACE_MB: '50' }).uploadQuota,
        ).toEqual({ userBytes: 5 * MIB, workspaceBytes: 50 * MIB });
    });

    it('reads approved WhatsApp templates per kind, for every language or per language', () => {
        const wa = { DATA_DIR: dataDir(), WHATSAPP_TOKEN: 'token', WHATSAPP_PHONE_NUMBER_ID: '1055' };
        const config = loadConfig({
            ...wa,
            WHATSAPP_TEMPLATES: JSON.stringify({
                invoice: 'invoice_link',
                booking_reminder: { 'zh-hk': 'booking_hk' },
            }),
        });
        expect(config.whatsapp?.templates).toEqual({
            invoice: { en: 'invoice_link', 'zh-hk': 'invoice_link', 'zh-cn': 'invoice_link' },
            booking_reminder: { 'zh-hk': 'booking_hk' },
        });
        expect(() => loadConfig({ ...wa, WHATSAPP_TEMPLATES: '{invoice' })).toThrow(/WHATSAPP_TEMPLATES must be JSON/);
        expect(() => loadConfig({ ...wa, WHATSAPP_TEMPLATES: '{"bill": "x"}' })).toThrow(
            /"bill" is not a message kind/,
        );
        expect(() => loadConfig({ ...wa, WHATSAPP_TEMPLATES: '{"invoice": {"fr": "x"}}' })).toThrow(
            /"fr" \(under invoice\) is not a language/,
        );
        expect(() => loadConfig({ ...wa, WHATSAPP_TEMPLATES: '{"invoice": "Invoice Link"}' })).toThrow(/lower case/);
        expect(() => loadConfig({ DATA_DIR: dataDir(), WHATSAPP_TEMPLATES: '{"invoice": "x"}' })).toThrow(
            /needs WHATSAPP_TOKEN/,
        );
    });

    it('sends WhatsApp and SMS itself only when each is set up whole', () => {
        const none = loadConfig({ DATA_DIR: dataDir() });
        expect(none).toMatchObject({ whatsapp: null, sms: null });
        expect(none.whatsappWebhook).toEqual({ appSecret: null, verifyToken: null });
        const both = loadConfig({
            DATA_DIR: dataDir(),
            WHATSAPP_TOKEN: 'token',
            WHATSAPP_PHONE_NUMBER_ID: '1055',
            SMS_URL: 'https://sms.example/Messages.json',
            SMS_FROM: '+85230001234',
            SMS_TOKEN: 'AC1:secret',
        });
        expect(both.whatsapp).toEqual({
            apiUrl: 'https://graph.facebook.com/v21.0',
            token: 'token',
            phoneNumberId: '1055',
            templates: {},
        });
        expect(both.sms).toEqual({
            url: 'https://sms.example/Messages.json',
            from: '+85230001234',
            token: 'AC1:secret',
            // the operator's own endpoint: trusted as set, not under the endpoint rule
            publicOnly: false,
        });
    });

    it('asks a model only when AI_BASE_URL, AI_API_KEY and AI_MODEL are all set; 500 calls a day, 20 s a request', () => {
        expect(loadConfig({ DATA_DIR: dataDir() }).assistant).toEqual({
            model: null,
            dailyLimit: 500,
            logPrompts: false,
            timeoutMs: 20_000,
        });
        const set = loadConfig({
            DATA_DIR: dataDir(),
            AI_BASE_URL: 'https://llm.example/v1/',
            AI_API_KEY: 'key',
            AI_MODEL: 'model',
            AI_DAILY_LIMIT: '20',
            AI_LOG_PROMPTS: 'true',
            AI_TIMEOUT_MS: '500',
        }).assistant;
        expect(set).toEqual({
            model: { baseUrl: 'https://llm.example/v1', apiKey: 'key', model: 'model', publicOnly: false },
            dailyLimit: 20,
            logPrompts: true,
            timeoutMs: 500,
        });
    });
});
