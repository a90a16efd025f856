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
        [{ UPLOAD_QUOTA_WORKSPACE_MB: 'lots' }, /UPLOAD_QUOTA_WORKSPACE_MB/],
    ])('refuses %o at start', (env, message) => {
        expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
        expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
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
});
